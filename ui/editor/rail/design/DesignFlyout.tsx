// The design system (SPEC §2 "design system", §3 Design, §4 Design rules): which design the page
// uses, a child design of it (which inherits its classes and may override them), and the classes:
// add, rename, edit their look, move under another class, hide from new widgets, delete. The rules
// (a deleted class takes its descendants and shifts later siblings; a class put under one of
// another type leaves the widgets using it) are the engine's; this only sends its events.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import GitBranchPlus from 'lucide-react/icons/git-branch-plus';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { designClasses, typeTitle, WIDGET_CATALOGUE, type Design, type DesignClass, type DesignClassId } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';
import { useEditorSelector } from '../../state/hooks';
import { useLang } from '../../state/lang';
import { Row, TextField } from '../../panels/fields';
import { Choice, LibraryState } from './Choice';
import { CLASS_PROPS, DeclFields, withDecl } from './DeclFields';
import { useLibraryActions } from './useLibrary';

/** Widget types a class can be made for (each catalogue type once). */
const CLASS_TYPES = [...new Set(WIDGET_CATALOGUE.map((e) => e.type))];

/** The classes as a tree: each with its depth, children after their parent, siblings by order. */
function ordered(classes: readonly DesignClass[]): { cls: DesignClass; depth: number }[] {
  const out: { cls: DesignClass; depth: number }[] = [];
  const walk = (parentId: DesignClassId | null, depth: number, seen: Set<DesignClassId>) => {
    for (const c of classes.filter((x) => x.parentId === parentId).sort((a, b) => a.order - b.order)) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ cls: c, depth });
      walk(c.id, depth + 1, seen);
    }
  };
  walk(null, 0, new Set());
  return out;
}

function descendantsOf(classes: readonly DesignClass[], id: DesignClassId): Set<DesignClassId> {
  const out = new Set<DesignClassId>([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of classes) if (c.parentId !== null && out.has(c.parentId) && !out.has(c.id)) { out.add(c.id); grew = true; }
  }
  return out;
}

function ClassCard({ design, cls, all, depth, own }: { design: Design; cls: DesignClass; all: readonly DesignClass[]; depth: number; own: boolean }) {
  const { t } = useTranslation('editor');
  const lang = useLang();
  const parentId = useId();
  const { run } = useEditorServices();
  const under = descendantsOf(all, cls.id);
  const desktop = cls.style.desktop ?? {};
  return (
    <details className="ed-card" style={{ marginLeft: depth * 12 }} data-testid="design-class">
      <summary className="ed-card__head">
        <span className="ed-card__title">{cls.name}</span>
        <span className="ed-muted">{typeTitle(cls.type, lang)}{own ? '' : ` · ${t('design.inherited')}`}</span>
      </summary>
      <div className="ed-card__body">
        <TextField label={t('design.className')} value={cls.name}
          onCommit={(name) => name.trim() !== '' && run({ type: 'design.class.update', designId: design.id, classId: cls.id, patch: { name: name.trim() } })} />
        <Row label={t('design.parent')} htmlFor={parentId}>
          <select id={parentId} className="ed-input" value={cls.parentId === null ? '' : String(cls.parentId)}
            onChange={(e) => {
              const target = all.find((c) => String(c.id) === e.target.value);
              run({ type: 'design.class.reparent', designId: design.id, classId: cls.id, parentId: target?.id ?? null });
            }}>
            <option value="">{t('design.topLevel')}</option>
            {all.filter((c) => !under.has(c.id)).map((c) => <option key={String(c.id)} value={String(c.id)}>{c.name} ({typeTitle(c.type, lang)})</option>)}
          </select>
        </Row>
        {cls.parentId !== null && all.find((c) => c.id === cls.parentId)?.type !== cls.type && <p className="ed-muted">{t('design.otherTypeParent')}</p>}
        <label className="ed-check">
          <input type="checkbox" checked={cls.hideInAddingWidgets}
            onChange={(e) => run({ type: 'design.class.update', designId: design.id, classId: cls.id, patch: { hideInAddingWidgets: e.target.checked } })} />
          <span>{t('design.hideInAdding')}</span>
        </label>
        <DeclFields decl={desktop} props={CLASS_PROPS}
          onSet={(prop, value) => run({ type: 'design.class.update', designId: design.id, classId: cls.id, patch: { style: { ...cls.style, desktop: withDecl(desktop, prop, value) } } })} />
        {own ? (
          <button type="button" className="btn btn--ghost btn--sm ed-danger-text" onClick={() => run({ type: 'design.class.delete', designId: design.id, classId: cls.id })}>
            <Trash2 size={14} /> {t('design.deleteClass')}
          </button>
        ) : <p className="ed-muted">{t('design.inheritedHint')}</p>}
      </div>
    </details>
  );
}

function NewClass({ design }: { design: Design }) {
  const { t } = useTranslation('editor');
  const lang = useLang();
  const { run } = useEditorServices();
  const typeId = useId();
  const nameId = useId();
  const [type, setType] = useState<string>('widget-button');
  const [name, setName] = useState('');
  const add = () => {
    if (name.trim() === '') return;
    if (run({ type: 'design.class.add', designId: design.id, cls: { name: name.trim(), type } })) setName('');
  };
  return (
    <form className="ed-card ed-card__body" aria-label={t('design.addClass')} onSubmit={(e) => { e.preventDefault(); add(); }}>
      <Row label={t('design.newClassName')} htmlFor={nameId}>
        <input id={nameId} className="ed-input" value={name} placeholder={t('design.classPlaceholder')} onChange={(e) => setName(e.target.value)} />
      </Row>
      <Row label={t('design.classType')} htmlFor={typeId}>
        <select id={typeId} className="ed-input" value={type} onChange={(e) => setType(e.target.value)}>
          {CLASS_TYPES.map((ty) => <option key={ty} value={ty}>{typeTitle(ty, lang)}</option>)}
        </select>
      </Row>
      <button type="submit" className="btn btn--secondary btn--sm btn--block"><Plus size={14} /> {t('design.addClass')}</button>
    </form>
  );
}

export function DesignFlyout() {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const library = useLibraryActions('style');
  const designs = useEditorSelector((s) => s.doc.library.designs);
  const active = useEditorSelector((s) => s.doc.globals.designId);
  const current = designs.find((d) => d.id === active);
  const parentOf = (d: Design) => designs.find((x) => x.id === d.parent_id);

  const child = (d: Design) => library.createAndUse({ title: t('design.childTitle', { title: d.title }), parent_id: d.id, data: { classes: [] } });
  const all = current === undefined ? [] : designClasses(designs, current.id);
  const ownIds = new Set(current?.classes.map((c) => c.id) ?? []);

  return (
    <div className="ed-fly__scroll ed-fly__pad" data-testid="design-flyout">
      {designs.length === 0 && <p className="ed-muted">{t('design.none')}</p>}
      {designs.map((d) => (
        <Choice key={d.id} active={d.id === active} title={d.title} onPick={() => run({ type: 'globals.set', patch: { designId: d.id } })}>
          <span className="ed-muted">{t('design.classes', { count: designClasses(designs, d.id).length })}</span>
          {parentOf(d) !== undefined && <span className="ed-muted">{t('design.childOf', { title: parentOf(d)?.title })}</span>}
        </Choice>
      ))}
      {current !== undefined && (
        <section className="ed-fly__edit" aria-label={t('design.editing', { title: current.title })}>
          <h3 className="ed-fly__h">{t('design.editing', { title: current.title })}</h3>
          <TextField label={t('design.title')} value={current.title} onCommit={(title) => title.trim() !== '' && run({ type: 'design.update', id: current.id, title: title.trim() })} />
          <div className="ed-grid2">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => void child(current)}><GitBranchPlus size={14} /> {t('design.createChild')}</button>
            <button type="button" className="btn btn--secondary btn--sm" disabled={designs.length <= 1} onClick={() => library.remove(current.id, designs)}><Trash2 size={14} /> {t('library.delete')}</button>
          </div>
          <h3 className="ed-fly__h">{t('design.classesTitle')}</h3>
          {all.length === 0 && <p className="ed-muted">{t('design.noClassesYet')}</p>}
          {ordered(all).map(({ cls, depth }) => <ClassCard key={String(cls.id)} design={current} cls={cls} all={all} depth={depth} own={ownIds.has(cls.id)} />)}
          <NewClass design={current} />
        </section>
      )}
      <LibraryState />
    </div>
  );
}
