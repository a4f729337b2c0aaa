import dashboardTexts from '../../../locales/ru/dashboard.json';
import { addNamespace } from '../../lib/i18n.ts';

// The dashboard's texts travel with its chunk, not with the entry.
addNamespace('dashboard', dashboardTexts);
