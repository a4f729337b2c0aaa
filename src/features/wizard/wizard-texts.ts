import wizardTexts from '../../../locales/ru/wizard.json';
import { addNamespace } from '../../lib/i18n.ts';

// The wizard's texts travel with its chunk, not with the entry.
addNamespace('wizard', wizardTexts);
