import type { FeatureAnalytics, FeatureTokenUsage } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blobText, captureDownloads, tableRows } from '../charts/chart-test-support';
import { type Answer, renderDashboard } from '../test-support/admin-server';
import { featureMessages } from './feature-analytics-tab';

const FEATURES = '/api/admin/analytics/features';
const TOKENS = '/api/admin/analytics/features/llm-token-usage';

const features: FeatureAnalytics = {
  case_strategy: {
    total_created: 8,
    ai_analysis_usage: { with_ai: 6, ai_usage_percentage: 75 },
    usage_by_legal_area: { diritto_civile: 3, 'Diritto tributario': 5 },
    usage_over_time: { '2026-11-20': 8 },
  },
  legal_document: {
    total_generated: 1200,
    ai_enhancement_usage: { enhanced: 720, ai_generation_percentage: 60 },
    usage_by_document_type: { contratto: 1000, lettera_diffida: 200 },
    usage_over_time: { '2026-11-20': 1200 },
  },
  topUsers: [
    {
      id: 7,
      name: 'Chiara Bianchi',
      email: 'chiara@studio.it',
      caseStrategyCount: 5,
      legalDocumentCount: 12,
      totalTokens: 45000,
      totalCost: 0.12345,
    },
    {
      id: 8,
      name: '+39 Studio',
      email: 'studio@esempio.it',
      caseStrategyCount: 0,
      legalDocumentCount: 1,
      totalTokens: 0,
      totalCost: 0,
    },
  ],
  recentActivity: [
    {
      id: 'cs-3',
      created_at: '2026-11-24T09:30:00.000Z',
      user_name: 'Chiara Bianchi',
      feature: 'case_strategy',
      action: 'Analisi generata',
      tokens: 3456,
    },
    {
      id: 'ld-9',
      created_at: '2026-11-23T23:15:00.000Z',
      user_name: 'Paolo Neri',
      feature: 'legal_document',
      action: '-Documento da modello',
      tokens: null,
    },
  ],
};

const tokens: FeatureTokenUsage = {
  case_strategy_tokens: { total_tokens: 1_250_000, total_cost: 1.5, total_requests: 40 },
  legal_document_tokens: { total_tokens: 250_000, total_cost: 0.75555, total_requests: 1200 },
  usage_over_time: [
    { date: '2026-11-20', case_strategy_tokens: 1000, legal_document_tokens: 2000 },
    { date: '2026-11-21', case_strategy_tokens: 1_249_000, legal_document_tokens: 248_000 },
  ],
};

function openFeatures(
  bodies: { features?: unknown; tokens?: unknown } = {},
  fail?: () => Answer | undefined,
) {
  return renderDashboard({ users: [], requests: [], contacts: [] }, [
    (path) =>
      path === FEATURES ? (fail?.() ?? { status: 200, body: bodies.features ?? features }) : undefined,
    (path) => (path === TOKENS ? { status: 200, body: bodies.tokens ?? tokens } : undefined),
  ]);
}

async function showTab(user: ReturnType<typeof openFeatures>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Feature Analytics' }));
}

const card = (label: string) =>
  within(screen.getByLabelText('Feature summary')).getByText(label).parentElement;

describe('Feature Analytics', () => {
  it('shows the four cards from the two calls', async () => {
    const { user } = openFeatures();
    await showTab(user);
    await screen.findByLabelText('Feature summary');
    expect(card('Case Strategies')).toHaveTextContent('8');
    expect(card('Case Strategies')).toHaveTextContent('75% using AI');
    expect(card('Legal Documents')).toHaveTextContent('1.200');
    expect(card('Legal Documents')).toHaveTextContent('60% enhanced with AI');
    // 1,250,000 + 250,000 = 1,500,000 tokens → 1,5M; $1.5 + $0.75555 = $2.25555 → $2.26.
    expect(card('Total Tokens')).toHaveTextContent('1,5M');
    expect(card('Total Tokens')).toHaveTextContent('$2.26 cost');
    // 40 + 1,200 requests.
    expect(card('API Requests')).toHaveTextContent('1.240');
  });

  it('puts the figures of the four charts in their data tables', async () => {
    const { user } = openFeatures();
    await showTab(user);
    await screen.findByRole('table', { name: 'Case Strategy Usage by Legal Area' });
    expect(tableRows('Case Strategy Usage by Legal Area')).toEqual([
      ['Legal Area', 'Case Strategies'],
      ['Diritto civile', '3'],
      ['Diritto tributario', '5'],
    ]);
    expect(tableRows('Legal Document Generation by Type')).toEqual([
      ['Document Type', 'Legal Documents'],
      ['Contratto', '1.000'],
      ['Lettera di diffida', '200'],
    ]);
    expect(tableRows('LLM Token Usage Over Time')).toEqual([
      ['Date', 'Case Strategies', 'Legal Documents'],
      ['20/11/2026', '1.000', '2.000'],
      ['21/11/2026', '1.249.000', '248.000'],
    ]);
    expect(tableRows('Feature Cost Distribution')).toEqual([
      ['Feature', 'Cost'],
      ['Case Strategies', '$1.5000'],
      ['Legal Documents', '$0.7556'],
    ]);
  });

  it('lists the top users and the recent activity, and exports both as CSV', async () => {
    const downloads = captureDownloads();
    const { user } = openFeatures();
    await showTab(user);
    await screen.findByRole('table', { name: 'Top Users by Feature Usage' });
    expect(tableRows('Top Users by Feature Usage')).toEqual([
      ['User', 'Case Strategies', 'Legal Documents', 'Total Tokens', 'Total Cost'],
      ['Chiara Bianchi chiara@studio.it', '5', '12', '45.000', '$0.1235'],
      ['+39 Studio studio@esempio.it', '0', '1', '0', '$0.0000'],
    ]);
    // 09:30Z is 10:30 in Rome (winter time); 23:15Z on the 23rd is already the 24th in Rome.
    expect(tableRows('Recent Feature Activity')).toEqual([
      ['Time', 'User', 'Feature', 'Action', 'Tokens'],
      ['24/11/2026, 10:30', 'Chiara Bianchi', 'Case Strategy', 'Analisi generata', '3.456'],
      ['24/11/2026, 00:15', 'Paolo Neri', 'Legal Document', '-Documento da modello', '-'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Export CSV: Top Users by Feature Usage' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV: Recent Feature Activity' }));
    const [top, recent] = downloads as [{ name: string; blob: Blob }, { name: string; blob: Blob }];
    expect(top.name).toMatch(/^brocardo-top-users-/);
    expect((await blobText(top.blob)).split('\r\n')).toEqual([
      '\uFEFFUser,Email,Case Strategies,Legal Documents,Total Tokens,Total Cost',
      'Chiara Bianchi,chiara@studio.it,5,12,45000,0.12345',
      `"'+39 Studio",studio@esempio.it,0,1,0,0`,
    ]);
    expect((await blobText(recent.blob)).split('\r\n')).toEqual([
      '\uFEFFTime,User,Feature,Action,Tokens',
      '2026-11-24T09:30:00.000Z,Chiara Bianchi,Case Strategy,Analisi generata,3456',
      `2026-11-23T23:15:00.000Z,Paolo Neri,Legal Document,"'-Documento da modello",`,
    ]);
  });

  it('shows the empty texts of the two tables', async () => {
    const { user } = openFeatures({ features: { ...features, topUsers: [], recentActivity: [] } });
    await showTab(user);
    expect(await screen.findByText('User-specific analytics not yet available')).toBeInTheDocument();
    expect(screen.getByText('Recent activity data not yet available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV: Recent Feature Activity' })).toBeDisabled();
  });

  it('shows a failed load with Riprova', async () => {
    let failures = 1;
    const { user } = openFeatures({}, () => {
      if (failures === 0) return undefined;
      failures -= 1;
      return { status: 500, body: { message: 'Errore interno.', error_code: 'INTERNAL' } };
    });
    await showTab(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore interno.');
    expect(screen.queryByText(featureMessages.loading)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(screen.getByLabelText('Feature summary')).toBeInTheDocument());
  });
});
