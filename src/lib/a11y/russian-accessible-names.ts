import i18n from '../i18n.ts';

/*
 * A few antd parts name themselves in English or leave a scrolling list out of the keyboard's
 * reach, with no prop to change it: rc-tabs announces "Tab 1 of 19", rc-input-number's arrows are
 * "Increase Value" / "Decrease Value", icons are named after their file ("ellipsis"), the date
 * picker's hour and minute columns and a table's sideways scroll cannot be reached by Tab. One
 * observer of the document puts the Russian texts of the catalogue (common:a11y) in their place as
 * the parts appear, so every screen and dialog is covered without wrapping each component.
 */

const TAB_POSITION = /^Tab (\d+) of (\d+)$/;

function fixElement(element: Element): void {
  const label = element.getAttribute('aria-label');
  if (label === 'Increase Value') element.setAttribute('aria-label', i18n.t('common:a11y.increase'));
  else if (label === 'Decrease Value') element.setAttribute('aria-label', i18n.t('common:a11y.decrease'));
  else if (label && element.classList.contains('anticon') && /^[a-z-]+$/.test(label)) {
    // An icon is named after its file ("ellipsis", "close"); every control it sits in carries a
    // Russian name of its own, so the icon is left out of what is read.
    element.setAttribute('aria-hidden', 'true');
  } else if (label === 'expanded dropdown') element.setAttribute('aria-label', i18n.t('common:a11y.moreTabs'));

  if (element.classList.contains('ant-tabs-nav-more') && !element.hasAttribute('data-a11y')) {
    // Every tab stays in the tab list and arrow keys reach it, so the "more" menu is a pointer's
    // shortcut; inside the tab list it would be an item screen readers cannot place.
    element.setAttribute('data-a11y', '');
    element.setAttribute('aria-hidden', 'true');
    element.setAttribute('tabindex', '-1');
  }
  if (element.matches('.ant-input-search-btn') && !element.hasAttribute('aria-label')) {
    element.setAttribute('aria-label', i18n.t('common:a11y.search'));
  }
  if (element.matches('ul.ant-picker-time-panel-column') && !element.hasAttribute('tabindex')) {
    const unit = element.getAttribute('data-type') === 'minute' ? 'minutes' : 'hours';
    element.setAttribute('tabindex', '0');
    element.setAttribute('aria-label', i18n.t(`common:a11y.${unit}`));
  }
  if (element.matches('.ant-table-content') && !element.hasAttribute('tabindex')) {
    // Scrolled sideways on a narrow screen: focus lets the arrow keys scroll it.
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', i18n.t('common:a11y.scrollableTable'));
  }
}

function fixText(node: Node): void {
  const match = node.nodeValue ? TAB_POSITION.exec(node.nodeValue) : null;
  if (match) node.nodeValue = i18n.t('common:a11y.tabPosition', { position: match[1], count: Number(match[2]) });
}

function fixTree(root: Node): void {
  if (root.nodeType === Node.TEXT_NODE) return fixText(root);
  if (!(root instanceof Element)) return;
  fixElement(root);
  for (const element of root.querySelectorAll(
    '[aria-label], .ant-tabs-nav-more, .ant-input-search-btn, ul.ant-picker-time-panel-column, .ant-table-content',
  )) {
    fixElement(element);
  }
  const live = root.matches('[aria-live]')
    ? [root, ...root.querySelectorAll('[aria-live]')]
    : root.querySelectorAll('[aria-live]');
  for (const element of live) {
    for (const child of element.childNodes) fixText(child);
  }
}

/** Starts watching the document; returns the function that stops it. */
export function watchAccessibleNames(root: HTMLElement = document.body): () => void {
  fixTree(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'childList') mutation.addedNodes.forEach(fixTree);
      else if (mutation.type === 'characterData') fixText(mutation.target);
      else if (mutation.target instanceof Element) fixElement(mutation.target);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return () => observer.disconnect();
}
