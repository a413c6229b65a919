import type { Service } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId } from 'react';
import { ConfirmDialog } from '../../../primitives/AlertDialog/ConfirmDialog.tsx';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import { servicesTexts } from '../services.texts.ts';
import * as styles from './ServiceItem.css.ts';

/** Props of ServiceItem. */
export type ServiceItemProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  service: Service;
  /** The kind's label (the domain's serviceKindLabel). */
  kindLabel: string;
  /** Edit and delete show: the reader wrote it (the domain's canEditService). */
  canEdit?: boolean;
  onEdit?: (input: { service: Service }) => void;
  onDelete?: (input: { service: Service }) => void;
};

/** One service residents added: name, kind, the phone to call, address and hours, who added it. */
export function ServiceItem({
  service,
  kindLabel,
  canEdit = false,
  onEdit,
  onDelete,
  className,
  ...rest
}: ServiceItemProps) {
  const nameId = useId();
  return (
    <Card asChild>
      <Stack gap="xs" asChild>
        <article aria-labelledby={nameId} {...rest} className={cx(styles.root, className)}>
          <Inline>
            <h3 id={nameId} className={styles.name}>
              {service.name}
            </h3>
            <Badge tone="secondary">{kindLabel}</Badge>
          </Inline>
          <a className={styles.phone} href={`tel:${service.phone.replace(/[^0-9+]/g, '')}`}>
            <VisuallyHidden>{servicesTexts.callPrefix(service.name)}</VisuallyHidden>
            {service.phone}
          </a>
          {service.address ? <p className={styles.detail}>{service.address}</p> : null}
          {service.openingHours ? <p className={styles.detail}>{service.openingHours}</p> : null}
          {service.authorName ? (
            <p className={styles.muted}>{servicesTexts.addedBy(service.authorName)}</p>
          ) : null}
          {canEdit ? (
            <Inline gap="xs" align="stretch">
              <Button
                size="sm"
                emphasis="ghost"
                tone="default"
                aria-label={servicesTexts.editNamed(service.name)}
                onClick={() => onEdit?.({ service })}
              >
                <Icon name="edit" size={14} />
                {servicesTexts.edit}
              </Button>
              <ConfirmDialog
                question={servicesTexts.confirmDelete}
                confirmLabel={servicesTexts.delete}
                onConfirm={() => onDelete?.({ service })}
                trigger={
                  <Button
                    size="sm"
                    emphasis="ghost"
                    tone="danger"
                    aria-label={servicesTexts.deleteNamed(service.name)}
                  >
                    <Icon name="trash" size={14} />
                    {servicesTexts.delete}
                  </Button>
                }
              />
            </Inline>
          ) : null}
        </article>
      </Stack>
    </Card>
  );
}
