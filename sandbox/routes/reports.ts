import type { SandboxContext } from '../context';
import { requireUser } from '../http/auth';
import { missingParameter, notFound, unprocessable } from '../http/errors';
import { asBoolean, asString, asStringArray, bodyAsParams } from '../http/params';
import { accountOr404 } from '../http/records';
import { serializeAccount } from '../serializers/account';
import { RULES } from '../serializers/instance';
import {
  REPORT_CATEGORIES,
  reportsOf,
  type ReportCategory,
  type ReportRecord,
} from '../store/reports';
import type { RouteFamily } from './types';

const COMMENT_LIMIT = 1000;

function serializeReport(ctx: SandboxContext, report: ReportRecord) {
  return {
    id: report.id,
    action_taken: false,
    action_taken_at: null,
    category: report.category,
    comment: report.comment,
    forwarded: report.forwarded,
    created_at: new Date(report.createdAt).toISOString(),
    status_ids: report.statusIds,
    rule_ids: report.ruleIds,
    target_account: serializeAccount(ctx, ctx.store.accounts.get(report.targetAccountId)!),
  };
}

/** Mastodon's checks on a new report: the posts must be the target's, the rules the server's. */
function parseReport(ctx: SandboxContext, body: Record<string, unknown>, reporterId: string) {
  const accountId = asString(body.account_id);
  if (!accountId) throw missingParameter('account_id');
  const target = accountOr404(ctx, accountId);
  const statusIds = asStringArray(body.status_ids) ?? [];
  for (const id of statusIds) {
    const status = ctx.store.statuses.get(id);
    if (!status || status.accountId !== target.id) throw notFound();
  }
  const ruleIds = asStringArray(body.rule_ids) ?? [];
  if (ruleIds.some((id) => !RULES.some((rule) => rule.id === id)))
    throw unprocessable('Rule ids contain invalid rule ids');
  const requested = asString(body.category);
  if (requested !== undefined && !REPORT_CATEGORIES.includes(requested as ReportCategory))
    throw unprocessable(`'${requested}' is not a valid category`);
  // Since 4.0 rules alone make a violation report.
  const category = (requested ?? (ruleIds.length > 0 ? 'violation' : 'other')) as ReportCategory;
  const comment = asString(body.comment) ?? '';
  if ([...comment].length > COMMENT_LIMIT)
    throw unprocessable(`Comment is too long (maximum is ${COMMENT_LIMIT} characters)`);
  if (target.id === reporterId) throw unprocessable('You cannot report yourself');
  return {
    targetAccountId: target.id,
    category,
    comment,
    statusIds: [...new Set(statusIds)],
    ruleIds: category === 'violation' ? ruleIds : [],
    // Only reports about remote accounts are forwarded to their server.
    forwarded: asBoolean(body.forward) === true && target.domain !== null,
  };
}

const reports: RouteFamily = (app, ctx) => {
  app.get('/api/v1/instance/rules', () => RULES);

  app.post('/api/v1/reports', (request) => {
    const viewer = requireUser(ctx, request, 'write:reports');
    const fields = parseReport(ctx, bodyAsParams(request.body), viewer.id);
    const report: ReportRecord = {
      id: ctx.store.newId(),
      accountId: viewer.id,
      createdAt: ctx.store.now(),
      ...fields,
    };
    reportsOf(ctx.store).push(report);
    return serializeReport(ctx, report);
  });

  // Read-only inspection for tests: the Mastodon API lets only moderators read reports.
  app.get('/_sandbox/reports', () =>
    reportsOf(ctx.store).map((report) => ({
      ...serializeReport(ctx, report),
      account_id: report.accountId,
    })),
  );
};

export default reports;
