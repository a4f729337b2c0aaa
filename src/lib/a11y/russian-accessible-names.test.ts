import { watchAccessibleNames } from './russian-accessible-names.ts';

describe('Russian accessible names over antd’s English ones', () => {
  it('renames step arrows, hides file-named icons and the tabs’ extra menu, and makes scroll lists reachable', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const stop = watchAccessibleNames(root);
    root.innerHTML = `
      <span role="button" aria-label="Increase Value"></span>
      <span role="button" aria-label="Decrease Value"></span>
      <button aria-label="Добавить гостя"><span role="img" aria-label="plus" class="anticon"></span></button>
      <div role="tablist"><button class="ant-tabs-nav-more"></button></div>
      <div aria-live="polite">Tab 2 of 11</div>
      <ul class="ant-picker-time-panel-column" data-type="hour"></ul>
      <ul class="ant-picker-time-panel-column" data-type="minute"></ul>
      <div class="ant-table-content"></div>`;
    await new Promise((resolve) => setTimeout(resolve, 0));

    const labels = [...root.querySelectorAll('[aria-label]:not([aria-hidden="true"])')].map((element) =>
      element.getAttribute('aria-label'),
    );
    expect(labels).toEqual([
      'Увеличить',
      'Уменьшить',
      'Добавить гостя',
      'Часы',
      'Минуты',
      'Таблица, прокручивается в сторону',
    ]);
    expect(root.querySelector('[aria-live]')).toHaveTextContent('Вкладка 2 из 11');
    expect(root.querySelector('.ant-tabs-nav-more')).toHaveAttribute('tabindex', '-1');
    for (const list of root.querySelectorAll('ul')) expect(list).toHaveAttribute('tabindex', '0');
    stop();
    root.remove();
  });
});
