import { DeleteOutlined } from '@ant-design/icons';
import { Button, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import type { SeatingRule } from '../../../contract/seating.ts';
import type { SeatingRuleKind } from '../../../contract/seating-rules.ts';
import { useAddRule, useDeleteRule } from '../api/seating-calls.ts';

/** The rules between two guests: together or apart; added and deleted here. */
export function RulesPanel({ rules, guests }: { rules: readonly SeatingRule[]; guests: readonly Guest[] }) {
  const { t } = useTranslation('seating');
  const [kind, setKind] = useState<SeatingRuleKind>('together');
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const { trigger: addRule, isMutating } = useAddRule();
  const { trigger: deleteRule } = useDeleteRule();
  const names = new Map(guests.map((guest) => [guest.id, guest.name]));
  const options = guests.map((guest) => ({ value: guest.id, label: guest.name }));

  const add = async () => {
    if (!first || !second) return;
    await addRule({ kind, guestIds: [first, second] }).then(
      () => {
        setFirst(null);
        setSecond(null);
      },
      () => undefined,
    );
  };

  return (
    <section className="seating-rules" aria-label={t('page.rulesTitle')}>
      <h2 className="seating-panel__title">{t('page.rulesTitle')}</h2>
      <Radio.Group
        value={kind}
        onChange={(event) => setKind(event.target.value as SeatingRuleKind)}
        options={[
          { value: 'together', label: t('kinds.together') },
          { value: 'apart', label: t('kinds.apart') },
        ]}
        optionType="button"
        aria-label={t('page.ruleKind')}
      />
      <Select
        showSearch
        optionFilterProp="label"
        aria-label={t('page.ruleFirst')}
        placeholder={t('page.ruleFirst')}
        value={first ?? undefined}
        onChange={(value: string) => setFirst(value)}
        options={options}
      />
      <Select
        showSearch
        optionFilterProp="label"
        aria-label={t('page.ruleSecond')}
        placeholder={t('page.ruleSecond')}
        value={second ?? undefined}
        onChange={(value: string) => setSecond(value)}
        options={options.filter((option) => option.value !== first)}
      />
      <Button onClick={add} disabled={!first || !second || undefined} loading={isMutating}>
        {t('page.addRule')}
      </Button>
      {rules.length > 0 && (
        <ul className="seating-rules__list">
          {rules.map((rule) => (
            <li key={rule.id}>
              <span>
                {t('page.ruleText', {
                  a: names.get(rule.guestIds[0]!) ?? '',
                  b: names.get(rule.guestIds[1]!) ?? '',
                  kind: t(`kinds.${rule.kind}`),
                })}
              </span>
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('page.deleteRule')}
                onClick={() => deleteRule(rule.id).catch(() => undefined)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
