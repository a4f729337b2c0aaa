import { contractorRoutes } from '../../contract/contractor-routes.ts';
import { contractorAnswer, type ContractorBase } from '../../contract/contractors.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample couple's contractors, with what their budget has paid each (contractorAnswer). */
export const sample: SectionSample = {
  reads: ({ contractors, budget }) => {
    const list = contractors.map(({ id, category, name, status, price, comment }) => {
      const base: ContractorBase = {
        id,
        category,
        name,
        phone: status === 'looking' ? '' : '+7 (900) 000-00-00',
        email: '',
        site: '',
        status,
        price,
        comment,
      };
      return contractorAnswer(base, budget.items, []);
    });
    return [sampleRead(contractorRoutes.list, list)];
  },
};
