import type {
  LegalArea,
  LegalDocumentStatus,
  LegalDocumentType,
  MatterFilter,
  TemplateField,
} from '@brocardo/shared';
import { and, asc, count, desc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { legalDocuments, legalDocumentVersions, legalTemplates } from '../../db/schema';

export interface TemplateRow {
  id: number;
  key: string;
  version: number;
  name: string;
  description: string;
  documentType: LegalDocumentType;
  legalArea: LegalArea;
  body: string;
  formFields: TemplateField[];
}

export interface ShippedTemplate extends Omit<TemplateRow, 'id' | 'version'> {
  definitionHash: string;
  position: number;
}

export interface DocumentRow {
  id: number;
  userId: number;
  title: string;
  documentType: LegalDocumentType;
  legalArea: LegalArea;
  status: LegalDocumentStatus;
  templateId: number | null;
  metadata: Record<string, unknown>;
  originalContent: string;
  content: string;
  version: number;
  matterId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewDocument {
  userId: number;
  title: string;
  documentType: LegalDocumentType;
  legalArea: LegalArea;
  status: LegalDocumentStatus;
  templateId: number | null;
  metadata: Record<string, unknown>;
  content: string;
  /** The user's matter it is filed under (the composite key refuses another user's). */
  matterId?: number | null;
}

export interface VersionRow {
  version: number;
  content: string;
  createdAt: Date;
}

/** Why a conditional update found nothing to change. */
export type EditRefusal = 'not_found' | 'finalized' | 'stale';

const templateColumns = {
  id: legalTemplates.id,
  key: legalTemplates.key,
  version: legalTemplates.version,
  name: legalTemplates.name,
  description: legalTemplates.description,
  documentType: legalTemplates.documentType,
  legalArea: legalTemplates.legalArea,
  body: legalTemplates.body,
  formFields: legalTemplates.formFields,
};

const owned = (userId: number, id: number) =>
  and(eq(legalDocuments.id, id), eq(legalDocuments.userId, userId));

export function createLegalDocumentsRepo(db: Database) {
  async function findDocument(userId: number, id: number): Promise<DocumentRow | undefined> {
    const [row] = await db.select().from(legalDocuments).where(owned(userId, id));
    return row as DocumentRow | undefined;
  }

  async function refusalOf(tx: Database, userId: number, id: number): Promise<EditRefusal> {
    const [row] = await tx
      .select({ status: legalDocuments.status })
      .from(legalDocuments)
      .where(owned(userId, id));
    if (!row) return 'not_found';
    return row.status === 'finalized' ? 'finalized' : 'stale';
  }

  return {
    /**
     * Inserts the shipped templates that are new, updates those whose definition changed (version + 1)
     * and retires those no longer shipped. One statement per template: replicas booting together
     * converge, and an unchanged template is not written at all.
     */
    async upsertTemplates(shipped: readonly ShippedTemplate[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const template of shipped) {
          await tx
            .insert(legalTemplates)
            .values(template)
            .onConflictDoUpdate({
              target: legalTemplates.key,
              set: {
                version: sql`case when ${legalTemplates.definitionHash} = excluded.definition_hash then ${legalTemplates.version} else ${legalTemplates.version} + 1 end`,
                definitionHash: sql`excluded.definition_hash`,
                name: sql`excluded.name`,
                description: sql`excluded.description`,
                documentType: sql`excluded.document_type`,
                legalArea: sql`excluded.legal_area`,
                body: sql`excluded.body`,
                formFields: sql`excluded.form_fields`,
                position: sql`excluded.position`,
                active: true,
                updatedAt: sql`now()`,
              },
              setWhere: sql`${legalTemplates.definitionHash} <> excluded.definition_hash or ${legalTemplates.position} <> excluded.position or not ${legalTemplates.active}`,
            });
        }
        const keys = shipped.map((template) => template.key);
        await tx
          .update(legalTemplates)
          .set({ active: false, updatedAt: sql`now()` })
          .where(
            and(
              eq(legalTemplates.active, true),
              keys.length > 0 ? notInArray(legalTemplates.key, keys) : undefined,
            ),
          );
      });
    },

    async activeTemplates(): Promise<TemplateRow[]> {
      const rows = await db
        .select(templateColumns)
        .from(legalTemplates)
        .where(eq(legalTemplates.active, true))
        .orderBy(asc(legalTemplates.position), asc(legalTemplates.id));
      return rows as TemplateRow[];
    },

    async activeTemplate(id: number): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select(templateColumns)
        .from(legalTemplates)
        .where(and(eq(legalTemplates.id, id), eq(legalTemplates.active, true)));
      return row as TemplateRow | undefined;
    },

    /** The document and its first version in one transaction. */
    async insertDocument(document: NewDocument): Promise<DocumentRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(legalDocuments)
          .values({ ...document, originalContent: document.content })
          .returning();
        await tx
          .insert(legalDocumentVersions)
          .values({ documentId: row!.id, version: 1, content: document.content });
        return row as DocumentRow;
      });
    },

    /** A page of the user's documents (one matter's, or the unfiled ones), newest first, and how many. */
    async listDocuments(userId: number, limit: number, offset: number, matter?: MatterFilter) {
      const where = and(
        eq(legalDocuments.userId, userId),
        matter === undefined
          ? undefined
          : matter === 'none'
            ? isNull(legalDocuments.matterId)
            : eq(legalDocuments.matterId, matter),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(legalDocuments)
          .where(where)
          .orderBy(desc(legalDocuments.createdAt), desc(legalDocuments.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(legalDocuments).where(where),
      ]);
      return { rows: rows as DocumentRow[], total: total?.total ?? 0 };
    },

    findDocument,

    /** The saved texts of the user's document, newest first; undefined when it is not theirs. */
    async versions(userId: number, id: number): Promise<VersionRow[] | undefined> {
      const document = await findDocument(userId, id);
      if (!document) return undefined;
      return db
        .select({
          version: legalDocumentVersions.version,
          content: legalDocumentVersions.content,
          createdAt: legalDocumentVersions.createdAt,
        })
        .from(legalDocumentVersions)
        .where(eq(legalDocumentVersions.documentId, id))
        .orderBy(desc(legalDocumentVersions.version));
    },

    /**
     * Saves an edit made from `expectedVersion`: one conditional UPDATE (of an editable document still
     * at that version) and the new version row, in one transaction. Of two concurrent saves from the
     * same version the second finds the version moved on and changes nothing.
     */
    async saveEdit(
      userId: number,
      id: number,
      expectedVersion: number,
      content: string,
      metadata: Record<string, unknown>,
    ): Promise<DocumentRow | EditRefusal> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(legalDocuments)
          .set({
            content,
            metadata,
            status: 'reviewed',
            version: sql`${legalDocuments.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              owned(userId, id),
              eq(legalDocuments.version, expectedVersion),
              ne(legalDocuments.status, 'finalized'),
            ),
          )
          .returning();
        if (!row) return refusalOf(tx as unknown as Database, userId, id);
        await tx.insert(legalDocumentVersions).values({ documentId: id, version: row.version, content });
        return row as DocumentRow;
      });
    },

    /** Finalizes the user's document; an already finalized one is returned as it is. */
    async finalize(userId: number, id: number): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(legalDocuments)
        .set({ status: 'finalized', updatedAt: sql`now()` })
        .where(and(owned(userId, id), ne(legalDocuments.status, 'finalized')))
        .returning();
      return (row as DocumentRow | undefined) ?? findDocument(userId, id);
    },

    async deleteDocument(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(legalDocuments)
        .where(owned(userId, id))
        .returning({ id: legalDocuments.id });
      return deleted.length > 0;
    },
  };
}

export type LegalDocumentsRepo = ReturnType<typeof createLegalDocumentsRepo>;
