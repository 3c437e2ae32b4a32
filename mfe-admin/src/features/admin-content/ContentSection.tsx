import { lazy, Suspense, useState, type ReactNode } from 'react';
import { EmptyState, LoadingText, toast, useTranslation } from '@souq/shared';
import { ContentForm, type ContentField, type ContentValues } from './ContentForm';
import { LoadFailed, useLoaded } from '@souq/shared/area-kit';
import './contentTexts';
import './admin-content.css';

const ContentDeleteDialog = lazy(() => import(/* webpackChunkName: "content-delete-dialog" */ './ContentDeleteDialog'));

export interface SectionSpec<T> {
  /** The section's heading id and the prefix of its test ids. */
  id: string;
  heading: string;
  load: (signal: AbortSignal) => Promise<T[]>;
  keyOf: (item: T) => string;
  /** The item's name in the page's language. */
  nameOf: (item: T) => string;
  meta: (item: T) => ReactNode;
  thumb?: (item: T) => ReactNode;
  addLabel: string;
  newTitle: string;
  editTitle: (name: string) => string;
  /** The form's fields for a new item (null) or an existing one, knowing the other items (a new page's address must be free). */
  fields: (editing: T | null, items: readonly T[]) => ContentField[];
  valuesOf: (item: T | null) => ContentValues;
  aliases?: Record<string, string>;
  save: (editing: T | null, values: ContentValues) => Promise<{ item: T; message: string }>;
  remove: (item: T) => Promise<string>;
}

type Editing<T> = { item: T | null } | null;

/** A kind of content: its items with Edit and Delete (confirmed), a form for a new one, and the form of the one edited. */
export function ContentSection<T>({ spec }: { spec: SectionSpec<T> }) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [pending, setPending] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const { load } = spec;

  const { data: items, setData: setItems, failed, reload } = useLoaded(load);

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      toast.success(await spec.remove(pending));
      const key = spec.keyOf(pending);
      setItems((current) => current && current.filter((item) => spec.keyOf(item) !== key));
      setPending(null);
    } catch {
      // The shared client has said why; the dialog stays for another try or Cancel.
    } finally {
      setDeleting(false);
    }
  };

  let body: ReactNode;
  if (editing) {
    const name = editing.item ? spec.nameOf(editing.item) : '';
    body = (
      <ContentForm
        title={editing.item ? spec.editTitle(name) : spec.newTitle}
        initial={spec.valuesOf(editing.item)}
        fields={spec.fields(editing.item, items ?? [])}
        aliases={spec.aliases}
        onCancel={() => setEditing(null)}
        onSave={async (values) => {
          const { item, message } = await spec.save(editing.item, values);
          const key = spec.keyOf(item);
          setItems((current) => {
            const list = current ?? [];
            return list.some((other) => spec.keyOf(other) === key)
              ? list.map((other) => (spec.keyOf(other) === key ? item : other))
              : [...list, item];
          });
          setEditing(null);
          toast.success(message);
        }}
      />
    );
  } else if (items === null) {
    body = failed ? (
      <LoadFailed message={t('adminContent.loadFailed')} retry={t('adminContent.retry')} onRetry={reload} />
    ) : (
      <LoadingText />
    );
  } else {
    body = (
      <>
        <p className="ac-toolbar">
          <button type="button" className="acc-button acc-button--primary" onClick={() => setEditing({ item: null })}>
            {spec.addLabel}
          </button>
        </p>
        {items.length === 0 ? (
          <EmptyState kind="noRecords" />
        ) : (
          <ul className="ac-list">
            {items.map((item) => {
              const name = spec.nameOf(item);
              return (
                <li key={spec.keyOf(item)} className="ac-item" data-testid={`${spec.id}-item`}>
                  {spec.thumb?.(item)}
                  <div className="ac-item__body">
                    <h4 className="ac-item__title">{name}</h4>
                    <p className="ac-item__meta">{spec.meta(item)}</p>
                  </div>
                  <p className="ac-item__actions">
                    <button
                      type="button"
                      className="acc-button"
                      onClick={() => setEditing({ item })}
                      aria-label={t('adminContent.editLabel', { name })}
                    >
                      {t('adminContent.edit')}
                    </button>
                    <button
                      type="button"
                      className="acc-button acc-button--danger"
                      onClick={() => {
                        setDialogUsed(true);
                        setPending(item);
                      }}
                      aria-label={t('adminContent.deleteLabel', { name })}
                    >
                      {t('adminContent.delete')}
                    </button>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={spec.id}>
      <h3 id={spec.id} className="acc-visually-hidden">
        {spec.heading}
      </h3>
      {body}
      {dialogUsed && (
        <Suspense fallback={null}>
          <ContentDeleteDialog
            open={pending !== null}
            itemName={pending ? spec.nameOf(pending) : ''}
            loading={deleting}
            onCancel={() => setPending(null)}
            onConfirm={() => void confirmDelete()}
          />
        </Suspense>
      )}
    </section>
  );
}
