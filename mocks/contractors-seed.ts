import contractorTexts from '../locales/ru/contractors.json';
import { contractorRestStep, type StoredBudgetItem } from '../src/contract/budget-rules.ts';
import {
  BUDGET_CATEGORY_OF_CONTRACTOR,
  type ContractorBase,
  type ContractorPaymentKind,
} from '../src/contract/contractors.ts';
import { toKopecks } from '../src/contract/money.ts';
import { restNameOf } from './contractor-rest.ts';
import type { MockContractors } from './store.ts';

/*
 * What a couple's contractors start as in the mocks: none, and in the `contractors-page` scenario a
 * wedding half-way through hiring, its payments as budget items (due dates counted from today, so
 * the overdue and due-soon marks show whatever the day) and the venue's signed contract.
 */

export const CONTRACTORS_SCENARIO = 'contractors-page';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Payment = [kind: ContractorPaymentKind, amount: number, paid: number, dueIn: number];
type Seed = [base: Omit<ContractorBase, 'id'>, payments: Payment[]];

const blank = { phone: '', email: '', site: '', comment: '' };

const SEED: Seed[] = [
  [
    {
      ...blank,
      category: 'venue',
      name: 'Загородный клуб «Лесная усадьба»',
      phone: '+7 (495) 123-45-67',
      site: 'lesnaya-usadba.ru',
      status: 'paid',
      price: 180_000,
      comment: 'Веранда и банкетный зал до 80 гостей, выездная регистрация у пруда',
    },
    [
      ['deposit', 90_000, 90_000, -60],
      ['final', 90_000, 90_000, -5],
    ],
  ],
  [
    {
      ...blank,
      category: 'host',
      name: 'Алексей Громов',
      phone: '+7 916 555-12-34',
      site: 'vk.com/gromov_host',
      status: 'booked',
      price: 85_000,
      comment: 'Ведущий с диджеем, 6 часов',
    },
    [
      ['deposit', 25_000, 25_000, -20],
      ['final', 60_000, 0, 40],
    ],
  ],
  [
    {
      ...blank,
      category: 'photographer',
      name: 'Мария Лебедева',
      email: 'maria@lebedeva-photo.ru',
      site: 'lebedeva-photo.ru',
      status: 'booked',
      price: 70_000,
      comment: 'Съёмка с утра невесты до первого танца',
    },
    [['deposit', 20_000, 0, 7]],
  ],
  [
    {
      ...blank,
      category: 'transport',
      name: 'Ретро-авто «Чайка»',
      phone: '+7 903 700-00-11',
      status: 'booked',
      price: 24_000,
    },
    [['deposit', 5_000, 0, -3]],
  ],
  [
    {
      ...blank,
      category: 'videographer',
      name: 'Денис Котов',
      phone: '+7 926 111-22-33',
      status: 'talking',
      price: 60_000,
    },
    [],
  ],
  [
    {
      ...blank,
      category: 'florist',
      name: 'Студия «Пион»',
      email: 'hello@pion-flowers.ru',
      status: 'talking',
      price: 48_000,
      comment: 'Ждём смету на букет и арку',
    },
    [],
  ],
  [{ ...blank, category: 'stylist', name: 'Ольга Смирнова', status: 'looking', price: null }, []],
  [
    {
      ...blank,
      category: 'confectioner',
      name: 'Кондитерская «Мёд»',
      status: 'looking',
      price: null,
      comment: 'Дегустация в субботу в 12:00',
    },
    [],
  ],
];

/** A tiny valid PDF: the venue's signed contract. */
const CONTRACT_PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** The scenario's contractors and the budget items paying them (to add to the couple's budget). */
export function newMockContractors(scenario: string): { store: MockContractors; items: StoredBudgetItem[] } {
  if (scenario !== CONTRACTORS_SCENARIO) return { store: { contractors: [], files: [] }, items: [] };
  const items: StoredBudgetItem[] = [];
  const contractors = SEED.map(([base, payments], index) => {
    const id = `ct_seed_${index + 1}`;
    payments.forEach(([kind, amount, paid, dueIn], number) => {
      items.push({
        id: `bi_ct_seed_${index + 1}_${number + 1}`,
        name: `${contractorTexts.categories[base.category]}: ${contractorTexts.payments.kinds[kind]}`,
        category: BUDGET_CATEGORY_OF_CONTRACTOR[base.category],
        priceKopecks: toKopecks(amount),
        unitPriceKopecks: null,
        paidKopecks: paid > 0 ? toKopecks(paid) : null,
        dueDate: day(dueIn),
        contractorId: id,
        contractorName: base.name,
      });
    });
    // The agreed price beyond the payments, as one item without a date (mocks/contractor-rest.ts).
    const step = contractorRestStep(
      base.price === null ? null : toKopecks(base.price),
      items.filter((item) => item.contractorId === id),
    );
    if (step.kind === 'add') {
      items.push({
        id: `bi_ct_seed_${index + 1}_rest`,
        name: restNameOf(base),
        category: BUDGET_CATEGORY_OF_CONTRACTOR[base.category],
        priceKopecks: step.priceKopecks,
        unitPriceKopecks: null,
        paidKopecks: null,
        dueDate: null,
        contractorId: id,
        contractorName: base.name,
        contractorRest: true,
      });
    }
    return { ...base, id };
  });
  const files = [
    {
      id: 'wf_seed_1',
      contractorId: 'ct_seed_1',
      fileName: 'Договор аренды — Лесная усадьба.pdf',
      contentType: 'application/pdf',
      size: CONTRACT_PDF.length,
      createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      base64: btoa(CONTRACT_PDF),
    },
  ];
  return { store: { contractors, files }, items };
}
