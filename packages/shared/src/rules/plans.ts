/**
 * The subscription plans seeded on first boot. Points reset to `monthlyPoints` at the start of each
 * month. Prices are monthly, in euro. An administrator may edit plans afterwards; the seed only
 * inserts plans that are missing.
 *
 * The public beta plan is the default for new registrations and lets a new user try every feature
 * for a month: at the costs of spec 1 §9 and spec 2 §9 (2 standard, 10 legal database, 5 web
 * search, 10/20 legal document, 25 case strategy) 1,000 points cover e.g. 100 standard messages,
 * 30 legal-database questions, 20 web searches, 5 basic and 3 enhanced documents and 4 strategies.
 */
export interface PlanDefinition {
  code: string;
  name: string;
  monthlyPoints: number;
  price: string;
  isDefault: boolean;
}

export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  { code: 'beta', name: 'Beta Pubblica', monthlyPoints: 1_000, price: '0.00', isDefault: true },
  { code: 'professionale', name: 'Professionale', monthlyPoints: 3_000, price: '29.00', isDefault: false },
  { code: 'studio', name: 'Studio', monthlyPoints: 10_000, price: '99.00', isDefault: false },
];

/** The plan given to the seeded administrator. */
export const ADMIN_PLAN_CODE = 'studio';
