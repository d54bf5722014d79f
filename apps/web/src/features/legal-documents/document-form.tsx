import {
  type CreateLegalDocumentRequest,
  LEGAL_AREA_LABELS,
  LEGAL_AREAS,
  LEGAL_DOCUMENT_NAME_MAX_LENGTH,
  LEGAL_DOCUMENT_TYPE_LABELS,
  LEGAL_DOCUMENT_TYPES,
  type LegalArea,
  type LegalDocumentType,
  type LegalTemplate,
} from '@brocardo/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { primaryButtonClass } from '../../components/buttons';
import { LiveNotice } from '../../components/notice';
import { MatterPicker, useMatters } from '../matters';
import { AiOptionPicker } from './ai-option-picker';
import { type FormErrors, toPayload } from './document-form-rules';
import { controlClass, FieldFrame } from './form-controls';
import { GenerationProgress } from './generation-progress';
import { TemplateFields } from './template-fields';
import { useDocumentForm } from './use-document-form';

/** What the page answers for a submitted form. */
export type GenerateOutcome = { ok: true } | { ok: false; fieldErrors?: FormErrors };

interface DocumentFormProps {
  templates: readonly LegalTemplate[];
  aiAvailable: boolean;
  costs: { basic: number; enhanced: number };
  generating: boolean;
  /** The last generation's failure, shown above the button. */
  error: string | null;
  onGenerate(payload: CreateLegalDocumentRequest): Promise<GenerateOutcome>;
}

function contentText(hasTemplate: boolean, withAi: boolean) {
  if (!hasTemplate && withAi) {
    return {
      label: 'Contenuto del documento',
      hint: "Descrivi fatti, parti e richieste: l'AI redige il documento a partire da qui.",
    };
  }
  if (!hasTemplate) {
    return {
      label: 'Contenuto del documento',
      hint: 'Il testo del documento, in Markdown: # per i titoli, **grassetto**, elenchi numerati.',
    };
  }
  if (withAi)
    return { label: "Istruzioni per l'AI (facoltative)", hint: 'Indicazioni aggiuntive per la redazione.' };
  return { label: 'Note integrative (facoltative)', hint: 'Aggiunte in fondo al documento.' };
}

/** Spec 2 §2.7 'Nuovo Documento' and §5 document form. */
export function DocumentForm({
  templates,
  aiAvailable,
  costs,
  generating,
  error,
  onGenerate,
}: DocumentFormProps) {
  const form = useDocumentForm(templates, aiAvailable);
  const { values, errors, template, offered } = form;
  // Kept after a generation: the next document is often for the same matter.
  const [matterId, setMatterId] = useState<number | null>(null);
  const matters = useMatters().data;
  function chooseMatter(id: number | null) {
    setMatterId(id);
    form.setMatter(matters?.find((matter) => matter.id === id) ?? null);
  }
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const content = contentText(template !== null, values.ai_option !== 'none');

  const focusFirstError = () =>
    window.requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (generating) return;
    if (!form.validate()) {
      focusFirstError();
      return;
    }
    const outcome = await onGenerate({ ...toPayload(values), matter_id: matterId });
    if (outcome.ok) form.reset();
    else if (outcome.fieldErrors && Object.keys(outcome.fieldErrors).length > 0) {
      form.setErrors(outcome.fieldErrors);
      focusFirstError();
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-rule bg-paper-raised p-4 sm:p-6"
    >
      <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
        Nuovo Documento
      </h2>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset disabled={generating} className="flex min-w-0 flex-col gap-4">
          <FieldFrame label="Nome del documento" required error={errors.document_name}>
            {(control) => (
              <input
                {...control}
                type="text"
                name="document_name"
                autoComplete="off"
                maxLength={LEGAL_DOCUMENT_NAME_MAX_LENGTH}
                value={values.document_name}
                onChange={(event) => form.setName(event.target.value)}
                className={controlClass}
              />
            )}
          </FieldFrame>
          <MatterPicker value={matterId} onChange={chooseMatter} label="Pratica (facoltativa)" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldFrame label="Tipo di documento" required error={errors.document_type}>
              {(control) => (
                <select
                  {...control}
                  name="document_type"
                  value={values.document_type}
                  onChange={(event) =>
                    form.setClassification({ document_type: event.target.value as LegalDocumentType | '' })
                  }
                  className={controlClass}
                >
                  <option value="">Seleziona il tipo</option>
                  {LEGAL_DOCUMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {LEGAL_DOCUMENT_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <FieldFrame label="Area legale" required error={errors.legal_area}>
              {(control) => (
                <select
                  {...control}
                  name="legal_area"
                  value={values.legal_area}
                  onChange={(event) =>
                    form.setClassification({ legal_area: event.target.value as LegalArea | '' })
                  }
                  className={controlClass}
                >
                  <option value="">Seleziona l’area</option>
                  {LEGAL_AREAS.map((area) => (
                    <option key={area} value={area}>
                      {LEGAL_AREA_LABELS[area]}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
          </div>
          {templates.length > 0 && (
            <FieldFrame
              label="Modello"
              hint={
                template?.description ??
                (offered.length === 0
                  ? 'Nessun modello per questo tipo e quest’area: scrivi il contenuto del documento.'
                  : 'Facoltativo: un modello guida la compilazione con i suoi campi.')
              }
            >
              {(control) => (
                <select
                  {...control}
                  name="template_id"
                  value={values.template_id ?? ''}
                  onChange={(event) =>
                    form.selectTemplate(event.target.value === '' ? null : Number(event.target.value))
                  }
                  className={controlClass}
                >
                  <option value="">Nessun modello (testo libero)</option>
                  {offered.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
          )}
          {template && (
            <TemplateFields
              template={template}
              values={values.template_data}
              errors={errors}
              onChange={form.setTemplateValue}
            />
          )}
          <FieldFrame
            label={content.label}
            required={!template}
            error={errors.custom_content}
            hint={content.hint}
          >
            {(control) => (
              <textarea
                {...control}
                name="custom_content"
                rows={template ? 3 : 8}
                value={values.custom_content}
                onChange={(event) => form.setContent(event.target.value)}
                className={`${controlClass} resize-y`}
              />
            )}
          </FieldFrame>
          <AiOptionPicker
            value={values.ai_option}
            onChange={form.setAiOption}
            costs={costs}
            aiAvailable={aiAvailable}
          />
        </fieldset>
        <LiveNotice tone="error" testId="generation-error">
          {error}
        </LiveNotice>
        {generating && <GenerationProgress aiOption={values.ai_option} />}
        <button type="submit" className={primaryButtonClass} disabled={generating} aria-busy={generating}>
          {generating ? 'Generazione in corso…' : 'Genera Documento'}
        </button>
      </form>
    </section>
  );
}
