import {
  type AiOption,
  AppError,
  type CreateLegalDocumentRequest,
  checkFilingLength,
  type LegalArea,
  type LegalDocumentResource,
  type LegalDocumentsResponse,
  type LegalDocumentType,
  type LegalDocumentVersion,
  type LegalTemplate,
  type ListLegalDocumentsQuery,
  type UpdateLegalDocumentRequest,
  withFirmProfileValues,
  withMatterValues,
} from '@brocardo/shared';
import type { LlmProvider } from '../../ai/llm';
import { isForeignKeyViolation } from '../../db/errors';
import { MATTER_FOREIGN_KEYS } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { type PageAddress, pageEnvelope } from '../../platform/pagination';
import type { FirmProfileService } from '../account/firm-profile.service';
import type { ActivityService } from '../activity/activity.service';
import type { LegalDbService } from '../legal-db/legal-db.service';
import type { MattersService } from '../matters/matters.service';
import type { MeteringService } from '../metering/metering.service';
import { outsideCorpusReferences } from './ai-drafting';
import { type DraftRequest, draftWithModel } from './ai-generation';
import { italianToday } from './italian-format';
import type {
  DocumentRow,
  EditRefusal,
  LegalDocumentsRepo,
  NewDocument,
  TemplateRow,
} from './legal-documents.repo';
import { type FilledTemplate, fillTemplate } from './template-filling';
import { definitionHash, TEMPLATE_DEFINITIONS, templateDefinition } from './templates';
import type { AiSystemInUse } from './templates/template-definition';

export interface LegalDocumentsDeps {
  repo: LegalDocumentsRepo;
  /** Fills the lawyer's and the firm's fields a template has and the user left empty. */
  firmProfiles: Pick<FirmProfileService, 'profile'>;
  /** The AI systems the configuration uses (features/privacy): the AI-disclosure template lists them. */
  aiSystems: readonly AiSystemInUse[];
  provider: LlmProvider;
  metering: Pick<MeteringService, 'meteredRun'>;
  /** Files a new document under one of the user's matters: checked before anything is charged. */
  matters: Pick<MattersService, 'templateSource'>;
  legalDb: Pick<LegalDbService, 'corpus' | 'search' | 'verify' | 'vigenteAl'>;
  activity: ActivityService;
  /** Aborted when the server shuts down: a model call under way ends, and its run is refunded. */
  signal: AbortSignal;
  clock: Clock;
  log: { warn(details: object, message: string): void };
}

/** The parsed creation payload (ai_option defaulted). */
export type CreateLegalDocumentBody = Omit<CreateLegalDocumentRequest, 'ai_option'> & { ai_option: AiOption };

const ACTIVITY_TYPE = { basic: 'LEGAL_DOCUMENT_GENERATED', enhanced: 'LEGAL_DOCUMENT_ENHANCED' } as const;

function toResource(row: DocumentRow): LegalDocumentResource {
  return {
    id: row.id,
    title: row.title,
    document_type: row.documentType,
    legal_area: row.legalArea,
    generated_content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    status: row.status,
    metadata: { ai_enhanced: false, enhancement_options: [], ...row.metadata },
    original_content: row.originalContent,
    version: row.version,
    matter_id: row.matterId,
  };
}

function toTemplate(row: TemplateRow): LegalTemplate {
  const names = (required: boolean) =>
    JSON.stringify(row.formFields.filter((field) => field.required === required).map((field) => field.name));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    document_type: row.documentType,
    legal_area: row.legalArea,
    required_fields: names(true),
    optional_fields: names(false),
    form_fields: row.formFields,
    version: row.version,
  };
}

/** D.M. 110/2023 warnings for the civil filings it governs; absent for other documents. */
function filingWarnings(content: string, type: LegalDocumentType, area: LegalArea) {
  const check = checkFilingLength(content, type, area);
  return check ? { filing_warnings: check.warnings } : {};
}

const REFUSALS: Readonly<Record<EditRefusal, AppError['code']>> = {
  not_found: 'LEGAL_DOCUMENT_NOT_FOUND',
  finalized: 'LEGAL_DOCUMENT_FINALIZED',
  stale: 'LEGAL_DOCUMENT_STALE_VERSION',
};

export function createLegalDocumentsService(deps: LegalDocumentsDeps) {
  const { repo } = deps;

  /** A matter deleted between the check and the insert breaks the composite key: the same 404. */
  async function insertDocument(document: NewDocument): Promise<DocumentRow> {
    return repo.insertDocument(document).catch((error: unknown) => {
      if (isForeignKeyViolation(error, MATTER_FOREIGN_KEYS)) throw new AppError('MATTER_NOT_FOUND');
      throw error;
    });
  }

  async function ownDocument(userId: number, id: number): Promise<DocumentRow> {
    const row = await repo.findDocument(userId, id);
    if (!row) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
    return row;
  }

  /** The template's stored text and fields, with the computations its code defines. */
  async function templateFor(id: number | null | undefined) {
    if (id == null) return null;
    const row = await repo.activeTemplate(id);
    if (!row) {
      throw AppError.validation({
        template_id: ['Il modello selezionato non esiste o non è più disponibile.'],
      });
    }
    return { row, derive: templateDefinition(row.key)?.derive };
  }

  /** Before any charge: AI generation needs a model and the Database Legale to ground and verify. */
  async function assertAiAvailable(): Promise<void> {
    if (deps.provider.kind !== 'openai') throw new AppError('LEGAL_DOCUMENT_AI_UNAVAILABLE');
    await deps.legalDb.corpus().catch(() => {
      throw new AppError('LEGAL_DOCUMENT_SOURCES_UNAVAILABLE');
    });
  }

  /** The words the search reads: the title, the facts and what the user typed, not the boilerplate. */
  function searchTextOf(
    body: CreateLegalDocumentBody,
    template: TemplateRow | undefined,
    filled: FilledTemplate | null,
  ) {
    const typed = (template?.formFields ?? [])
      .filter((field) => field.type === 'text' || field.type === 'textarea')
      .map((field) => filled?.values[field.name]);
    return [body.document_name, template?.name, body.custom_content, ...typed].filter(Boolean).join('\n');
  }

  /**
   * A new document; `balance` is the user's points after the generation's charge, when it was
   * charged (the web shows it without reading the balance again).
   */
  async function create(
    userId: number,
    body: CreateLegalDocumentBody,
    ipAddress: string | null,
  ): Promise<{ data: LegalDocumentResource; balance?: number }> {
    const matter = await deps.matters.templateSource(userId, body.matter_id);
    const template = await templateFor(body.template_id);
    const fieldNames = template?.row.formFields.map((field) => field.name) ?? [];
    const filled = template
      ? fillTemplate(
          { ...template.row, fields: template.row.formFields, derive: template.derive },
          withMatterValues(
            fieldNames,
            withFirmProfileValues(
              fieldNames,
              body.template_data,
              await deps.firmProfiles.profile(userId),
              'absent',
            ),
            matter,
            'absent',
          ),
          {
            today: italianToday(deps.clock()),
            aiSystems: deps.aiSystems,
          },
        )
      : null;
    const instructions = body.custom_content?.trim() || null;
    const base = {
      userId,
      title: body.document_name,
      documentType: body.document_type,
      legalArea: body.legal_area,
      templateId: template?.row.id ?? null,
      matterId: body.matter_id ?? null,
    };
    const templateMetadata = {
      ai_option: body.ai_option,
      template_id: template?.row.id ?? null,
      template_version: template?.row.version ?? null,
      ...(filled && filled.deadlines.length > 0 ? { deadlines: filled.deadlines } : {}),
    };

    if (body.ai_option === 'none') {
      // A filled template is "Generato"; the user's own text alone stays a "Bozza".
      const content = filled
        ? instructions
          ? `${filled.content}\n## Note integrative\n\n${instructions}\n`
          : filled.content
        : `${instructions}\n`;
      // A template may cite laws the corpus does not hold (L. 431/1998): listed as outside it.
      const outside = outsideCorpusReferences(content);
      const row = await insertDocument({
        ...base,
        status: filled ? 'generated' : 'draft',
        content,
        metadata: {
          ai_enhanced: false,
          enhancement_options: [],
          ...templateMetadata,
          ...(outside.length > 0 ? { unverified_references: outside } : {}),
          ...filingWarnings(content, body.document_type, body.legal_area),
        },
      });
      return { data: toResource(row) };
    }

    await assertAiAvailable();
    const aiOption = body.ai_option;
    const request: DraftRequest = {
      documentType: body.document_type,
      legalArea: body.legal_area,
      title: body.document_name,
      templateName: template?.row.name ?? null,
      filledTemplate: filled?.content ?? null,
      instructions,
      searchText: searchTextOf(body, template?.row, filled),
      templateBody: template?.row.body ?? null,
    };
    // Charged first (402 before anything runs); refunded once if the run fails; one usage record.
    // A completed run keeps its charge: the balance after it is the user's balance now.
    let balance: number | undefined;
    const row = await deps.metering.meteredRun(
      aiOption === 'basic' ? 'legal_document_simple' : 'legal_document_complex',
      userId,
      async (run) => {
        balance = run.charge?.balance;
        const drafted = await draftWithModel(deps, request, aiOption === 'enhanced', run.addUsage);
        const inserted = await insertDocument({
          ...base,
          status: 'generated',
          content: drafted.content,
          metadata: {
            ai_enhanced: true,
            enhancement_options: drafted.enhancementOptions,
            ...templateMetadata,
            sources: drafted.sources.map(({ identifier, title, relevance }) => ({
              identifier,
              title,
              relevance,
            })),
            unverified_references: drafted.unverified,
            ...(drafted.notes ? { enhancement_notes: drafted.notes } : {}),
            ...filingWarnings(drafted.content, body.document_type, body.legal_area),
          },
        });
        run.link({ legalDocumentId: inserted.id });
        return inserted;
      },
      { description: aiOption === 'basic' ? 'Documento legale (AI base)' : 'Documento legale (AI avanzata)' },
    );
    await deps.activity
      .record({
        userId,
        actionType: ACTIVITY_TYPE[aiOption],
        details: {
          document_id: row.id,
          document_type: row.documentType,
          legal_area: row.legalArea,
          ai_option: aiOption,
          template_key: template?.row.key ?? null,
          content_length: row.content.length,
          sources_count: (row.metadata.sources as unknown[] | undefined)?.length ?? 0,
          unverified_references_count:
            (row.metadata.unverified_references as unknown[] | undefined)?.length ?? 0,
        },
        ipAddress,
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'legal document activity not recorded'));
    return { data: toResource(row), ...(balance === undefined ? {} : { balance }) };
  }

  return {
    /** Upserts the shipped templates (at boot, after the migrations). */
    async seedTemplates(): Promise<void> {
      await repo.upsertTemplates(
        TEMPLATE_DEFINITIONS.map((definition, position) => ({
          key: definition.key,
          definitionHash: definitionHash(definition),
          name: definition.name,
          description: definition.description,
          documentType: definition.documentType,
          legalArea: definition.legalArea,
          body: definition.body,
          formFields: definition.fields,
          position,
        })),
      );
    },

    async templates(): Promise<LegalTemplate[]> {
      return (await repo.activeTemplates()).map(toTemplate);
    },

    create,

    async list(
      userId: number,
      query: ListLegalDocumentsQuery,
      address: PageAddress,
    ): Promise<LegalDocumentsResponse['documents']> {
      const offset = (query.page - 1) * query.per_page;
      const { rows, total } = await repo.listDocuments(userId, query.per_page, offset, query.matter_id);
      return pageEnvelope(rows.map(toResource), total, query.page, query.per_page, address);
    },

    async get(userId: number, id: number): Promise<LegalDocumentResource> {
      return toResource(await ownDocument(userId, id));
    },

    async versions(userId: number, id: number): Promise<LegalDocumentVersion[]> {
      const rows = await repo.versions(userId, id);
      if (!rows) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
      return rows.map((row) => ({
        version: row.version,
        content: row.content,
        created_at: row.createdAt.toISOString(),
      }));
    },

    /** The user's edit: Revisionato, version + 1, the text kept; refused when finalized or stale. */
    async update(
      userId: number,
      id: number,
      body: UpdateLegalDocumentRequest,
    ): Promise<LegalDocumentResource> {
      const current = await ownDocument(userId, id);
      if (current.status === 'finalized') throw new AppError('LEGAL_DOCUMENT_FINALIZED');
      if (current.version !== body.version) throw new AppError('LEGAL_DOCUMENT_STALE_VERSION');
      const metadata = {
        ...current.metadata,
        ...filingWarnings(body.generated_content, current.documentType, current.legalArea),
      };
      const saved = await repo.saveEdit(userId, id, body.version, body.generated_content, metadata);
      if (typeof saved === 'string') throw new AppError(REFUSALS[saved]);
      return toResource(saved);
    },

    async finalize(userId: number, id: number): Promise<LegalDocumentResource> {
      const row = await repo.finalize(userId, id);
      if (!row) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
      return toResource(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteDocument(userId, id))) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
    },
  };
}

export type LegalDocumentsService = ReturnType<typeof createLegalDocumentsService>;
