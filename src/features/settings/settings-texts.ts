import settingsTexts from '../../../locales/ru/settings.json';
import { addNamespace } from '../../lib/i18n.ts';

// The settings page's texts travel with its chunk, not with the entry.
addNamespace('settings', settingsTexts);
