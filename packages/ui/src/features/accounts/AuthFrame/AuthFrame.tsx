import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { accountsTexts } from '../accounts.texts.ts';
import { brand, name, panel, root, tagline, title as titleClass } from './AuthFrame.css.ts';

/** Props of AuthFrame: the screen's title and its form. */
export type AuthFrameProps = Omit<ComponentPropsWithRef<'main'>, 'title'> & {
  /** The screen's heading (level 2; the brand is level 1). */
  title: ReactNode;
};

/** The frame of every account screen: the brand, then a card with the screen's title and form. */
export function AuthFrame({ title, className, children, ...rest }: AuthFrameProps) {
  return (
    <main {...rest} className={cx(root, className)}>
      <Stack gap="xxs" asChild>
        <header className={brand}>
          <h1 className={name}>{accountsTexts.brand}</h1>
          <p className={tagline}>{accountsTexts.tagline}</p>
        </header>
      </Stack>
      <Stack gap="md" asChild>
        <Card className={panel}>
          <h2 className={titleClass}>{title}</h2>
          {children}
        </Card>
      </Stack>
    </main>
  );
}
