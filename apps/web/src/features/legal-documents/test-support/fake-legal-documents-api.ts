import {
  DEFAULT_POINT_COSTS,
  type LegalDocumentResource,
  type LegalDocumentVersion,
  type LegalTemplate,
  type MatterResource,
} from '@brocardo/shared';
import { pointsDashboardBody } from '../../../test/api-bodies';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { pageEnvelope } from '../../../test/page-envelope';
import { legalDocument } from './sample-letter';

/** The "Lettera di diffida e messa in mora" template as the server lists it (a few of its fields). */
export const DIFFIDA_TEMPLATE: LegalTemplate = {
  id: 1,
  name: 'Lettera di diffida e messa in mora',
  description: "Lettera dell'avvocato che intima al debitore di adempiere entro un termine.",
  document_type: 'lettera_diffida',
  legal_area: 'diritto_civile',
  required_fields: JSON.stringify(['creditore_nome', 'debitore_nome', 'importo', 'data_scadenza']),
  optional_fields: JSON.stringify(['debitore_pec', 'risoluzione', 'titolo_credito']),
  form_fields: [
    { name: 'creditore_nome', label: 'Creditore', type: 'text', required: true, placeholder: 'Mario Rossi' },
    { name: 'debitore_nome', label: 'Debitore', type: 'text', required: true },
    { name: 'debitore_pec', label: 'PEC del debitore', type: 'email', required: false },
    { name: 'importo', label: 'Importo dovuto (€)', type: 'number', required: true, min: 0.01, money: true },
    { name: 'data_scadenza', label: 'Data di scadenza del pagamento', type: 'date', required: true },
    { name: 'titolo_credito', label: 'Titolo del credito', type: 'textarea', required: false, rows: 4 },
    {
      name: 'risoluzione',
      label: 'Diffida ad adempiere con risoluzione',
      type: 'select',
      required: false,
      options: ['No', 'Sì'],
    },
  ],
  version: 1,
};

export const LEASE_TEMPLATE: LegalTemplate = {
  id: 2,
  name: 'Contratto di locazione abitativa',
  description: 'Locazione a canone libero (L. 431/1998).',
  document_type: 'contratto',
  legal_area: 'diritto_immobiliare',
  required_fields: JSON.stringify(['locatore']),
  optional_fields: '[]',
  form_fields: [{ name: 'locatore', label: 'Locatore', type: 'text', required: true }],
  version: 1,
};

export interface FakeLegalDocumentsOptions {
  templates?: LegalTemplate[] | 'error';
  documents?: LegalDocumentResource[];
  listFails?: boolean;
  aiProvider?: 'openai' | 'extractive';
  /** GET /api/points/costs; null: the call fails. */
  pointCosts?: Record<string, number> | null;
  /** Answers POST /api/legal-documents instead of creating the document. */
  create?: (body: Record<string, unknown>) => Response | Promise<Response>;
  /** Answers PUT /api/legal-documents/{id} instead of saving. */
  update?: (id: number, body: Record<string, unknown>) => Response;
  /** GET /api/matters: the user's matters (none by default). */
  matters?: MatterResource[];
}

const notFound = () =>
  jsonResponse(404, { message: 'Documento legale non trovato.', error_code: 'LEGAL_DOCUMENT_NOT_FOUND' });

/** An in-memory stand-in for the generator's endpoints (spec 2 §7), with the server's statuses and versions. */
export function fakeLegalDocumentsApi(options: FakeLegalDocumentsOptions = {}) {
  const documents = [...(options.documents ?? [])];
  const versions = new Map<number, LegalDocumentVersion[]>();
  for (const document of documents) {
    versions.set(document.id, [
      { version: document.version, content: document.generated_content, created_at: document.updated_at },
    ]);
  }
  let nextId = 900;

  const stub = stubApi((path, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(100));
    if (path === '/api/matters') return jsonResponse(200, { matters: options.matters ?? [] });
    if (path === '/api/matters/filing' && method === 'PUT') {
      const index = documents.findIndex((document) => String(document.id) === body.id);
      if (body.kind !== 'legal_document' || index < 0) return notFound();
      documents[index] = { ...documents[index]!, matter_id: (body.matter_id as number | null) ?? null };
      return jsonResponse(200, {
        success: true,
        kind: 'legal_document',
        id: String(body.id),
        matter_id: body.matter_id,
      });
    }
    if (path === '/api/ai/status') {
      const provider = options.aiProvider ?? 'openai';
      return jsonResponse(200, { provider, model: provider === 'openai' ? 'modello-test' : null });
    }
    if (path === '/api/points/costs') {
      if (options.pointCosts === null)
        return jsonResponse(500, { message: 'Errore', error_code: 'INTERNAL' });
      return jsonResponse(200, { success: true, point_costs: options.pointCosts ?? DEFAULT_POINT_COSTS });
    }
    if (path === '/api/legal-templates') {
      if (options.templates === 'error')
        return jsonResponse(500, { message: 'Errore interno.', error_code: 'INTERNAL' });
      const templates = options.templates ?? [DIFFIDA_TEMPLATE, LEASE_TEMPLATE];
      return jsonResponse(200, { success: true, templates, data: templates });
    }
    const list = /^\/api\/legal-documents(?:\?(.*))?$/.exec(path);
    if (list && method === 'GET') {
      if (options.listFails) return jsonResponse(500, { message: 'Errore interno.', error_code: 'INTERNAL' });
      const query = new URLSearchParams(list[1] ?? '');
      const perPage = Number(query.get('per_page') ?? 10);
      const page = Number(query.get('page') ?? 1);
      const data = documents.slice((page - 1) * perPage, page * perPage);
      return jsonResponse(200, {
        success: true,
        documents: pageEnvelope(data, {
          page,
          perPage,
          total: documents.length,
          address: { path: '/api/legal-documents', query: { per_page: perPage } },
        }),
      });
    }
    if (list && method === 'POST') {
      if (options.create) return options.create(body);
      const content = `# ${String(body.document_name)}\n\n${String(body.custom_content ?? 'Testo del modello.')}\n`;
      const created = legalDocument({
        id: nextId++,
        title: String(body.document_name),
        document_type: body.document_type as LegalDocumentResource['document_type'],
        legal_area: body.legal_area as LegalDocumentResource['legal_area'],
        generated_content: content,
        status: body.template_id ? 'generated' : 'draft',
      });
      documents.unshift(created);
      versions.set(created.id, [{ version: 1, content, created_at: created.created_at }]);
      // With AI the server answers the balance after the charge (the dashboard says 100).
      const option = body.ai_option ?? 'basic';
      const cost =
        option === 'none'
          ? null
          : DEFAULT_POINT_COSTS[option === 'enhanced' ? 'legal_document_complex' : 'legal_document_simple'];
      return jsonResponse(201, {
        success: true,
        data: created,
        ...(cost === null ? {} : { balance: 100 - cost }),
      });
    }
    const one = /^\/api\/legal-documents\/(\d+)(\/versions|\/finalize)?$/.exec(path);
    if (one) {
      const id = Number(one[1]);
      const index = documents.findIndex((document) => document.id === id);
      const document = documents[index];
      if (!document) return notFound();
      if (one[2] === '/versions') return jsonResponse(200, { success: true, data: versions.get(id) ?? [] });
      if (one[2] === '/finalize') {
        documents[index] = { ...document, status: 'finalized' };
        return jsonResponse(200, { success: true, data: documents[index] });
      }
      if (method === 'DELETE') {
        documents.splice(index, 1);
        return jsonResponse(200, { success: true });
      }
      if (method === 'PUT') {
        if (options.update) return options.update(id, body);
        if (document.status === 'finalized') {
          return jsonResponse(422, {
            message: 'Il documento è finalizzato: non può più essere modificato.',
            error_code: 'LEGAL_DOCUMENT_FINALIZED',
          });
        }
        if (body.version !== document.version) {
          return jsonResponse(422, {
            message:
              'Il documento è stato salvato nel frattempo (ad esempio da un’altra scheda): ricarica la versione più recente e riapplica le modifiche.',
            error_code: 'LEGAL_DOCUMENT_STALE_VERSION',
          });
        }
        const saved = {
          ...document,
          generated_content: String(body.generated_content),
          status: 'reviewed' as const,
          version: document.version + 1,
          updated_at: '2025-03-11T10:00:00.000Z',
        };
        documents[index] = saved;
        versions.get(id)?.unshift({
          version: saved.version,
          content: saved.generated_content,
          created_at: saved.updated_at,
        });
        return jsonResponse(200, { success: true, data: saved });
      }
      return jsonResponse(200, { success: true, data: document });
    }
    throw new Error(`Unexpected request ${method} ${path}`);
  });

  return {
    ...stub,
    documents,
    /** The requests to the generator's endpoints, by method. */
    calls: (method: string, pattern: RegExp) =>
      stub.fetch.mock.calls
        .filter(([input, init]) => pattern.test(String(input)) && (init?.method ?? 'GET') === method)
        .map(([, init]) =>
          typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
        ),
  };
}
