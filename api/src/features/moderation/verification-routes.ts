import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import { languageOf } from '../../lib/validation-messages.js';
import { adminOnly } from '../content/require-admin.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { LISTING_KINDS } from '../listing-kinds/registry.js';
import { ownedListing } from '../listings/owners.js';
import {
  checkPrivateFile,
  extOfMime,
  MAX_PRIVATE_FILE_BYTES,
  readPrivateForm,
  removePrivateFile,
  sendPrivateFile,
  storePrivateFile,
} from '../media/private-files.js';
import { recordAudit } from './audit.js';
import { alreadyDecided, requiredReason } from './decisions.js';
import { memberNotice } from '../../lib/member-notice.js';
import { MODERATION_MSG } from './messages.js';
import type { DocumentType, VerificationSubject } from './moderation-tables.js';
import { TRUST_MSG, trustMessageAr, verificationNotice } from './trust-messages.js';
import {
  AGENT_DOCUMENTS,
  IdBody,
  IdQuery,
  LISTING_DOCUMENTS,
  MineQuery,
  MineResponse,
  VerificationDecideBody,
  VerificationItemResponse,
  VerificationQueueQuery,
  VerificationQueueResponse,
  VerificationResponse,
  VERIFICATION_SUBJECTS,
} from './trust-schemas.js';
import {
  isVerified,
  noticeSubject,
  type VerificationRow,
  verificationItems,
  verificationView,
} from './verification.js';

const bearer = [{ bearer: [] }];
const tags = ['moderation'];
const FOLDER = 'verification';
const SUBJECTS = new Set<VerificationSubject>(VERIFICATION_SUBJECTS);

// Ownership documents and licences asking for the Verified badge: upload, the owner's view, the admins' queue.
// A listing's owner sends one for the listing (a property or a car); an agent or company for themselves. The file is
// private (media/private-files.ts): only its owner and admins open it.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, trustMessageAr);
  // Encapsulated here: other routes keep their own body handling.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_PRIVATE_FILE_BYTES + 1, files: 1, fields: 5, fieldSize: 100, parts: 8, headerPairs: 50 },
  });
  const admin = adminOnly(app);

  /** The subject is the member's to verify: their own listing (404 none, 403 someone else's), or themselves as an agent. */
  async function assertOwnSubject(req: FastifyRequest, kind: VerificationSubject, id: number): Promise<void> {
    if (kind === 'agent') {
      if (req.user.userType !== 'Agent' && req.user.userType !== 'Corporate')
        throw httpError(403, TRUST_MSG.agentsOnly);
      if (id !== req.user.id) throw httpError(403, FORBIDDEN_MESSAGE);
      return;
    }
    await ownedListing(app.db, kind, req.tenantId, req.user.id, id);
  }

  const findRequest = (tenantId: number, id: number) =>
    app.db
      .selectFrom('verification_requests')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();

  app.post(
    '/verification-requests',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: VerificationResponse },
        summary:
          'Send a document for the Verified badge (multipart: subject_kind property|auto|agent, subject_id, document_type, file — JPEG, PNG, WebP or PDF, at most 10 MB)',
        description: `document_type: for a listing ${LISTING_DOCUMENTS.join(', ')}; for an agent or company (subject_id = their own id) ${AGENT_DOCUMENTS.join(', ')}.`,
      },
    },
    async (req) => {
      const form = await readPrivateForm(req, 'file', MAX_PRIVATE_FILE_BYTES, TRUST_MSG.documentRequired);
      const kind = form.fields.subject_kind as VerificationSubject;
      const idText = form.fields.subject_id?.trim() ?? '';
      if (!SUBJECTS.has(kind))
        throw httpError(400, TRUST_MSG.subjectInvalid, { subject_kind: [TRUST_MSG.subjectInvalid] });
      if (!/^[1-9]\d{0,8}$/.test(idText))
        throw httpError(400, TRUST_MSG.subjectInvalid, { subject_id: [TRUST_MSG.subjectInvalid] });
      const subjectId = Number(idText);
      await assertOwnSubject(req, kind, subjectId);

      const errors: Record<string, string[]> = {};
      const allowed: readonly string[] = kind === 'agent' ? AGENT_DOCUMENTS : LISTING_DOCUMENTS;
      const documentType = form.fields.document_type as DocumentType;
      if (!allowed.includes(documentType)) errors.document_type = [TRUST_MSG.documentTypeInvalid];
      const file = await checkPrivateFile(form, {
        required: TRUST_MSG.documentRequired,
        type: TRUST_MSG.documentType,
        tooLarge: TRUST_MSG.documentTooLarge,
      });
      if ('error' in file) errors.file = [file.error];
      const first = Object.values(errors)[0]?.[0];
      if (first || 'error' in file) throw httpError(400, first!, errors);

      if (await isVerified(app.db, req.tenantId, kind, subjectId)) throw httpError(400, TRUST_MSG.alreadyVerified);
      const pending = await app.db
        .selectFrom('verification_requests')
        .select('id')
        .where('subject_kind', '=', kind)
        .where('subject_id', '=', subjectId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw httpError(409, TRUST_MSG.alreadyPending);

      const stored = await storePrivateFile(app.config.UPLOADS_DIR, FOLDER, req.tenantId, file.data, file.type.ext);
      try {
        const row = await app.db
          .insertInto('verification_requests')
          .values({
            tenant_id: req.tenantId,
            subject_kind: kind,
            subject_id: subjectId,
            owner_id: req.user.id,
            document_type: documentType,
            document_path: stored,
            document_mime: file.type.mime,
            document_name: form.fileName,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { success: true, message: TRUST_MSG.requestSent, data: verificationView(row) };
      } catch (err) {
        await removePrivateFile(app.config.UPLOADS_DIR, stored);
        // Two sends at once: the one-pending index lets only the first in.
        if ((err as { code?: string }).code === '23505') throw httpError(409, TRUST_MSG.alreadyPending);
        throw err;
      }
    },
  );

  app.get(
    '/verification-requests/mine',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        querystring: MineQuery,
        response: { 200: MineResponse },
        summary: 'Whether my listing or my account is verified, and my latest request for it',
      },
    },
    async (req) => {
      const { subject_kind: kind, subject_id: id } = req.query;
      await assertOwnSubject(req, kind, id);
      const [verified, latest] = await Promise.all([
        isVerified(app.db, req.tenantId, kind, id),
        app.db
          .selectFrom('verification_requests')
          .selectAll()
          .where('tenant_id', '=', req.tenantId)
          .where('subject_kind', '=', kind)
          .where('subject_id', '=', id)
          .where('owner_id', '=', req.user.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        success: true,
        message: TRUST_MSG.request,
        data: { verified, request: latest ? verificationView(latest) : null },
      };
    },
  );

  app.post(
    '/verification-requests/withdraw',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        body: IdBody,
        response: { 200: VerificationResponse },
        summary: 'Take back my request while it waits for review',
      },
    },
    async (req) => {
      const row = await findRequest(req.tenantId, req.body.id);
      if (!row || row.owner_id !== req.user.id) throw httpError(404, TRUST_MSG.notFound);
      const withdrawn = await app.db
        .updateTable('verification_requests')
        .set({ status: 'withdrawn' })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!withdrawn) throw httpError(400, TRUST_MSG.notPending);
      return { success: true, message: TRUST_MSG.withdrawn, data: verificationView(withdrawn) };
    },
  );

  app.get(
    '/verification-document',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        querystring: IdQuery,
        summary: 'The document of a verification request (its owner or an admin)',
      },
    },
    async (req, reply) => {
      const row = await findRequest(req.tenantId, req.query.id);
      // Someone else's document is not there at all for a member (not even its existence is told).
      if (!row || (row.owner_id !== req.user.id && req.user.userType !== 'Admin'))
        throw httpError(404, TRUST_MSG.notFound);
      return sendPrivateFile(reply, app.config.UPLOADS_DIR, {
        path: row.document_path,
        mime: row.document_mime,
        // In the caller's language: document-12.pdf, وثيقة-12.pdf.
        downloadName: `${languageOf(req.headers['accept-language']) === 'ar' ? 'وثيقة' : 'document'}-${row.id}.${extOfMime(row.document_mime)}`,
      });
    },
  );

  // ---------- admins ----------

  app.get(
    '/admin/verification-requests',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        querystring: VerificationQueueQuery,
        response: { 200: VerificationQueueResponse },
        summary:
          'Verification requests, oldest first (pending unless another status is asked for), with what each is for (admins)',
      },
    },
    async (req) => {
      const page = paging(req.query.page, req.query.per_page);
      const q = app.db
        .selectFrom('verification_requests')
        .where('tenant_id', '=', req.tenantId)
        .where('status', '=', req.query.status ?? 'pending');
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at').orderBy('id').limit(page.perPage).offset(page.offset).execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        success: true,
        message: TRUST_MSG.requests,
        data: {
          data: await verificationItems(app.db, req.tenantId, rows),
          pagination: paginationView(page, Number(total.n)),
        },
      };
    },
  );

  app.post(
    '/admin/verification-requests/decide',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: VerificationDecideBody,
        response: { 200: VerificationItemResponse },
        summary: 'Approve a document (the Verified badge) or reject it with the reason the member is emailed (admins)',
      },
    },
    async (req) => {
      const { id, decision } = req.body;
      const reason = decision === 'reject' ? requiredReason(req, req.body.reason) : req.body.reason?.trim() || null;
      const found = await findRequest(req.tenantId, id);
      if (!found) throw httpError(404, TRUST_MSG.notFound);
      const now = app.clock.now();
      const decided: VerificationRow = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('verification_requests')
          .set({
            status: decision === 'approve' ? 'approved' : 'rejected',
            reason,
            decided_by: req.user.id,
            decided_at: now,
          })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (!row) alreadyDecided();
        if (decision === 'approve') {
          const table = row.subject_kind === 'agent' ? 'users' : LISTING_KINDS[row.subject_kind].table;
          await (trx as unknown as typeof app.db)
            .updateTable(table as 'users')
            .set({ verified_at: now })
            .where('tenant_id', '=', req.tenantId)
            .where('id', '=', row.subject_id)
            .execute();
        }
        await recordAudit(trx, req, {
          action: `verification.${decision}`,
          subject: { kind: 'verification', id: row.id },
          reason,
          before: { status: 'pending' },
          after: {
            status: row.status,
            subject_kind: row.subject_kind,
            subject_id: row.subject_id,
            document_type: row.document_type,
          },
        });
        return row;
      });
      const notice = await memberNotice(
        app.db,
        req.tenantId,
        decided.owner_id,
        verificationNotice(decision, await noticeSubject(app.db, req.tenantId, decided), reason),
      );
      if (notice) await app.mailer.dispatch(notice);
      const [item] = await verificationItems(app.db, req.tenantId, [decided]);
      return { success: true, message: MODERATION_MSG.decided, data: item! };
    },
  );
};

export default routes;
