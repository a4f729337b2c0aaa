import authTexts from '../../../locales/ru/auth.json';
import { addNamespace } from '../../lib/i18n.ts';

// The account screens' texts travel with their chunks, not with the entry.
addNamespace('auth', authTexts);
