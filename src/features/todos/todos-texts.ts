import todosTexts from '../../../locales/ru/todos.json';
import { addNamespace } from '../../lib/i18n.ts';

// The to-do page's texts travel with its chunk, not with the entry.
addNamespace('todos', todosTexts);
