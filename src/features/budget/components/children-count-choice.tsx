import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBudgetPeople, useSetCountChildren } from '../api/budget-people.ts';

/**
 * The couple's choice for per-person prices: count the children of the guest list or not, with
 * the head count it gives said in words (perPerson.fromList: "52 people, 6 of them children").
 */
export function ChildrenCountChoice() {
  const { t } = useTranslation('budget');
  const { data: people } = useBudgetPeople();
  const { trigger, isMutating } = useSetCountChildren();
  if (!people) return null;
  return (
    <div className="budget-form__people" data-testid="budget-people">
      <Checkbox
        checked={people.countChildren}
        disabled={isMutating || undefined}
        onChange={(event) => void trigger(event.target.checked).catch(() => {})}
      >
        {t('perPerson.countChildren', { count: people.children })}
      </Checkbox>
      <div className="budget-form__people-count">
        {headCountText(t, people.people, people.children, people.countChildren)}
      </div>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'budget'>>['t'];

/** "52 people, 6 of them children", "46 people, 6 children not counted", or an empty list said so. */
export function headCountText(t: T, people: number, children: number, childrenCounted: boolean): string {
  if (people === 0 && children === 0) return t('perPerson.emptyList');
  const total = t('perPerson.people', { count: people });
  if (children === 0) return t('perPerson.fromList', { people: total });
  const about = childrenCounted
    ? t('perPerson.childrenIncluded', { count: children })
    : t('perPerson.childrenExcluded', { count: children });
  return t('perPerson.fromList', { people: `${total}, ${about}` });
}
