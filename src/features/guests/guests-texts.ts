import guestsTexts from '../../../locales/ru/guests.json';
import { addNamespace } from '../../lib/i18n.ts';

// The guest page's texts travel with its chunk, not with the entry.
addNamespace('guests', guestsTexts);
