import { useTranslation } from 'react-i18next';
import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { contractorRoutes } from '../../../contract/contractor-routes.ts';
import type {
  ContractorCreate,
  ContractorPatch,
  ContractorPaymentRequest,
  ContractorStatus,
} from '../../../contract/contractors.ts';
import { pathOf } from '../../../contract/route-table.ts';
import { API_BASE } from '../../../lib/api/http-client.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /contractors: each with its payments (budget items) and files. */
export function useContractors() {
  return useRouteQuery(contractorRoutes.list);
}

/** POST /contractors. */
export function useAddContractor() {
  const { t } = useTranslation('contractors');
  return useRouteMutation(contractorRoutes.add, (body: ContractorCreate) => ({
    body,
    successMessage: t('notices.added', { name: body.name.trim() }),
  }));
}

/** PATCH /contractors/{id}: the form's fields, or only the status (a card moved on the board). */
export function useChangeContractor() {
  const { t } = useTranslation('contractors');
  return useRouteMutation(contractorRoutes.change, ({ id, changes }: { id: string; changes: ContractorPatch }) => ({
    params: { id },
    body: changes,
    successMessage: statusOnly(changes)
      ? t('notices.moved', { status: t(`statuses.${changes.status}`) })
      : t('notices.changed'),
  }));
}

function statusOnly(changes: ContractorPatch): changes is { status: ContractorStatus } {
  return Object.keys(changes).length === 1 && changes.status !== undefined;
}

/** DELETE /contractors/{id}; `withPayments` says what becomes of its budget items, when it has some. */
export function useRemoveContractor() {
  const { t } = useTranslation('contractors');
  return useRouteMutation(
    contractorRoutes.remove,
    ({ id, withPayments }: { id: string; withPayments?: 'remove' | 'keep' }) => ({
      params: { id },
      query: withPayments ? { withPayments } : {},
      successMessage: t('notices.removed'),
    }),
  );
}

/** POST /contractors/{id}/payments: a budget item with its due date. */
export function useAddPayment() {
  const { t } = useTranslation('contractors');
  return useRouteMutation(
    contractorRoutes.addPayment,
    ({ id, body }: { id: string; body: ContractorPaymentRequest }) => ({
      params: { id },
      body,
      successMessage: t('notices.paymentAdded'),
    }),
  );
}

/** PATCH /budget/{id}: a payment marked paid in full, in the budget itself (one ledger). */
export function useMarkPaymentPaid() {
  const { t } = useTranslation('contractors');
  return useRouteMutation(budgetRoutes.changeItem, ({ id, amount }: { id: string; amount: number }) => ({
    params: { id },
    body: { paid: amount },
    successMessage: t('notices.paymentPaid'),
  }));
}

/** POST /contractors/{id}/files (multipart `file`). */
export function useAddFile() {
  const { t } = useTranslation('contractors');
  return useRouteMutation(contractorRoutes.addFile, ({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return { params: { id }, body: form, successMessage: t('notices.fileAdded', { name: file.name }) };
  });
}

/** DELETE /contractors/{id}/files/{fileId}. */
export function useRemoveFile() {
  const { t } = useTranslation('contractors');
  return useRouteMutation(contractorRoutes.removeFile, ({ id, fileId }: { id: string; fileId: string }) => ({
    params: { id, fileId },
    successMessage: t('notices.fileRemoved'),
  }));
}

/** Where the browser opens a file (a plain link: the server names and types it). */
export function contractorFileUrl(id: string, fileId: string): string {
  return `${API_BASE}${pathOf(contractorRoutes.file, { id, fileId })}`;
}
