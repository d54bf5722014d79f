import type {
  AvailableDocument,
  CheckedCitation,
  CitationSourceResponse,
  LegalSearchHit,
  VerifyCitationsRequest,
} from '@brocardo/shared';
import { jsonResponse } from '../../../test/api-stub';

/** The Database Legale endpoints of the fake chat API: acts, search, sources, verification. */
export interface FakeLegalDbOptions {
  /** Answers GET /rag-api/list-available-documents (default: three acts and one user document). */
  availableDocuments?: () => Response;
  /** Answers GET /rag-api/search (default: no hit). */
  search?: (params: URLSearchParams) => Response;
  /** Answers POST /rag-api/citation-source (default: 404). */
  citationSource?: (body: { sourceType: string; identifier: string }) => Response | Promise<Response>;
  /** Answers POST /rag-api/verify-citations (default: nothing found). */
  verify?: (body: VerifyCitationsRequest) => Response | Promise<Response>;
}

export const SAMPLE_DOCUMENTS: AvailableDocument[] = [
  { identifier: 'cost', type: 'system', name: 'Costituzione', vigente_al: '2023-03-01', articles: 139 },
  { identifier: 'cc', type: 'system', name: 'Codice civile', vigente_al: '2025-01-15', articles: 2969 },
  { identifier: 'cp', type: 'system', name: 'Codice penale', vigente_al: '2025-02-10', articles: 734 },
  { identifier: '12', type: 'user', name: 'Contratto.pdf' },
];

export function searchHit(extra: Partial<LegalSearchHit> = {}): LegalSearchHit {
  return {
    identifier: 'cc-2043',
    act: 'cc',
    act_name: 'Codice civile',
    article: '2043',
    heading: 'Risarcimento per fatto illecito',
    excerpt: 'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto…',
    score: 12.5,
    vigente_al: '2025-01-15',
    ...extra,
  };
}

export const ART_2043: CitationSourceResponse = {
  title: 'art. 2043 c.c. — Risarcimento per fatto illecito',
  content:
    'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno.\n' +
    'Secondo comma di prova, sul termine di prescrizione della domanda.',
  info: {
    source_type: 'legal',
    identifier: 'cc-2043',
    act: 'cc',
    act_name: 'Codice civile',
    article: '2043',
    heading: 'Risarcimento per fatto illecito',
    path: ['Libro IV — Delle obbligazioni', 'Titolo IX — Dei fatti illeciti'],
    abrogated: false,
    vigente_al: '2025-01-15',
  },
};

/** A verification answer entry. */
export function check(extra: Partial<CheckedCitation> & Pick<CheckedCitation, 'text'>): CheckedCitation {
  return {
    start: 0,
    end: extra.text.length,
    kind: 'tag',
    source_type: 'legal',
    identifier: 'cc-2043',
    status: 'verified',
    ...extra,
  };
}

/** The answer of a legal-database path, or null when `path` is not one. */
export function legalDbRoute(
  path: string,
  body: Record<string, unknown>,
  options: FakeLegalDbOptions,
): Response | Promise<Response> | null {
  const [pathname, search = ''] = path.split('?');
  if (pathname === '/rag-api/list-available-documents')
    return options.availableDocuments?.() ?? jsonResponse(200, { documents: SAMPLE_DOCUMENTS });
  if (pathname === '/rag-api/search') {
    const params = new URLSearchParams(search);
    return options.search?.(params) ?? jsonResponse(200, { query: params.get('q'), results: [] });
  }
  if (pathname === '/rag-api/citation-source') {
    const request = { sourceType: String(body.sourceType), identifier: String(body.identifier) };
    return (
      options.citationSource?.(request) ??
      jsonResponse(404, { message: 'Fonte non trovata.', error_code: 'NOT_FOUND' })
    );
  }
  if (pathname === '/rag-api/verify-citations')
    return options.verify?.(body as VerifyCitationsRequest) ?? jsonResponse(200, { citations: [] });
  return null;
}
