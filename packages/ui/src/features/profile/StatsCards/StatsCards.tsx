import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ComponentPropsWithRef, useId } from 'react';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { profileTexts } from '../profile.texts.ts';
import * as styles from './StatsCards.css.ts';

/** How influence points are earned, as the profile says it (the domain's PROFILE_TEXTS). */
export type PointsRule = { title: string; lines: readonly string[]; footnote: string };

/** Props of StatsCards. */
export type StatsCardsProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  postCount: number;
  commentCount: number;
  points: number;
  /** The mean objectivity of the member's posts, 0 to 100; none before a post is scored. */
  averageObjectivity?: number | undefined;
  /** The bar's tone (the domain's objectivityBarTone: 80+ success, 40 to 79 warning, below 40 danger). */
  objectivityTone?: 'success' | 'warning' | 'danger' | undefined;
  /** How points are earned, under the cards. */
  pointsRule: PointsRule;
};

/** The profile's figures (spec: Profile screen): posts, comments, influence points, average objectivity. */
export function StatsCards({
  postCount,
  commentCount,
  points,
  averageObjectivity,
  objectivityTone,
  pointsRule,
  className,
  ...rest
}: StatsCardsProps) {
  const headingId = useId();
  const ruleId = useId();
  const objectivity = averageObjectivity === undefined ? undefined : Math.round(averageObjectivity);
  const figures = [
    { label: profileTexts.posts, value: String(postCount) },
    { label: profileTexts.comments, value: String(commentCount) },
    { label: profileTexts.points, value: String(points) },
  ];
  return (
    <Stack gap="xs" asChild>
      <section aria-labelledby={headingId} {...rest} className={cx(styles.card, className)}>
        <h2 id={headingId} className={styles.heading}>
          {profileTexts.stats}
        </h2>
        <ul className={styles.root}>
          {figures.map((figure) => (
            <li key={figure.label}>
              <Stack gap="xs" asChild>
                <Card className={styles.card}>
                  <span className={styles.label}>{figure.label}</span>
                  <span className={styles.value}>{figure.value}</span>
                </Card>
              </Stack>
            </li>
          ))}
          <li>
            <Stack gap="xs" asChild>
              <Card className={styles.card}>
                <span className={styles.label}>{profileTexts.objectivity}</span>
                {objectivity === undefined ? (
                  <span className={styles.label}>{profileTexts.noObjectivity}</span>
                ) : (
                  <>
                    <span className={styles.value}>{objectivity}%</span>
                    {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the tone's colours in every browser. */}
                    <div
                      role="meter"
                      aria-label={profileTexts.objectivity}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={objectivity}
                      aria-valuetext={`${objectivity}%`}
                      className={styles.bar}
                    >
                      <div
                        data-tone={objectivityTone}
                        className={styles.fill}
                        style={assignInlineVars({
                          [styles.fillVar]: `${Math.min(100, Math.max(0, objectivity))}%`,
                        })}
                      />
                    </div>
                  </>
                )}
              </Card>
            </Stack>
          </li>
        </ul>
        <Stack gap="xs" asChild>
          <section aria-labelledby={ruleId} className={styles.card}>
            <h3 id={ruleId} className={styles.heading}>
              {pointsRule.title}
            </h3>
            <ul className={styles.rule}>
              {pointsRule.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className={styles.footnote}>{pointsRule.footnote}</p>
          </section>
        </Stack>
      </section>
    </Stack>
  );
}
