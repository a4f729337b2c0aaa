import budgetTexts from '../../../locales/ru/budget.json';
import { addNamespace } from '../../lib/i18n.ts';

// The budget page's texts travel with its chunk, not with the entry.
addNamespace('budget', budgetTexts);
