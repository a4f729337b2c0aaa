import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTRACTOR_STATUSES, type Contractor, type ContractorStatus } from '../../../contract/contractors.ts';
import { boardColumns, neighbourStatuses } from '../contractors-view.ts';
import { ContactLinks, ContractorActions, MoneyLine } from './contractor-bits.tsx';

interface BoardProps {
  contractors: readonly Contractor[];
  onMove: (contractor: Contractor, status: ContractorStatus) => void;
  onOpen: (contractor: Contractor) => void;
  onEdit: (contractor: Contractor) => void;
  onRemove: (contractor: Contractor) => void;
}

/**
 * The board by status: four columns, a card per contractor. A card moves by its status select or
 * its arrow buttons (keyboard and touch alike; no drag needed), and opens its payments and files.
 */
export function ContractorBoard({ contractors, onMove, onOpen, onEdit, onRemove }: BoardProps) {
  const { t } = useTranslation('contractors');
  return (
    <div className="contractor-board">
      {boardColumns(contractors).map(({ status, cards }) => (
        <section key={status} className={`contractor-board__column contractor-board__column--${status}`}>
          <h2 className="contractor-board__title">
            {t(`statuses.${status}`)} <span className="contractor-board__count">{cards.length}</span>
          </h2>
          {cards.length === 0 ? (
            <p className="contractor-board__empty">{t(`board.empty.${status}`)}</p>
          ) : (
            <ul className="contractor-board__cards">
              {cards.map((contractor) => (
                <li key={contractor.id}>
                  <ContractorCard {...{ contractor, onMove, onOpen, onEdit, onRemove }} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function ContractorCard({
  contractor,
  onMove,
  onOpen,
  onEdit,
  onRemove,
}: Omit<BoardProps, 'contractors'> & { contractor: Contractor }) {
  const { t } = useTranslation('contractors');
  const { previous, next } = neighbourStatuses(contractor.status);
  return (
    <article className="contractor-card" aria-label={contractor.name}>
      <div className="contractor-card__head">
        <Tag className="contractor-card__kind">{t(`categories.${contractor.category}`)}</Tag>
        <span className="contractor-card__actions">
          <ContractorActions contractor={contractor} onEdit={onEdit} onRemove={onRemove} />
        </span>
      </div>
      {/* Opening a contractor only reads: it stays on in the sample wedding. */}
      <Button type="link" className="contractor-card__name" disabled={false} onClick={() => onOpen(contractor)}>
        {contractor.name}
      </Button>
      <MoneyLine contractor={contractor} />
      <ContactLinks contractor={contractor} />
      <div className="contractor-card__move">
        {previous ? (
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={t('board.moveTo', { name: contractor.name, status: t(`statuses.${previous}`) })}
            title={t(`statuses.${previous}`)}
            onClick={() => onMove(contractor, previous)}
          />
        ) : (
          <span className="contractor-card__spacer" />
        )}
        <Select<ContractorStatus>
          size="small"
          className="contractor-card__status"
          value={contractor.status}
          aria-label={t('board.status', { name: contractor.name })}
          options={CONTRACTOR_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          onChange={(status) => onMove(contractor, status)}
        />
        {next ? (
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={t('board.moveTo', { name: contractor.name, status: t(`statuses.${next}`) })}
            title={t(`statuses.${next}`)}
            onClick={() => onMove(contractor, next)}
          />
        ) : (
          <span className="contractor-card__spacer" />
        )}
      </div>
    </article>
  );
}
