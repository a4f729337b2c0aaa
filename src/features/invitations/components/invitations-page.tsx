import { Button, Checkbox, DatePicker, Input, Modal, Select, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_CATEGORY_CODES, GUEST_FROM_CODES, type Guest } from '../../../contract/guests.ts';
import type { Invitation, WeddingEvent } from '../../../contract/invitations.ts';
import { invitationSummaryOf } from '../../../contract/people-rules.ts';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import dayjs from '../../../lib/dayjs.ts';
import { DateTimePicker } from '../../../lib/forms/date-time-picker.tsx';
import { useSampleWedding } from '../../../lib/sample-wedding/sample-context.ts';
import {
  answersFileUrl,
  qrCodeUrl,
  useAddEvent,
  useAddInvitation,
  useAddInvitationsInBulk,
  useChangeEvent,
  useDeadline,
  useGuestsToInvite,
  useInvitations,
  useRemoveEvent,
  useRevokeInvitation,
  useSetDeadline,
  useWeddingEvents,
} from '../api/invitations.ts';
import { daysWaiting, guestsNotInvited, householdNames, shareLinks } from '../invitation-view.ts';
import { InvitationAnswers } from './invitation-answers.tsx';
import { InvitationQr } from './invitation-qr.tsx';
import { PrintedCardDetails } from './printed-card-details.tsx';
import { WaitingHouseholds } from './waiting-households.tsx';
import './invitations-page.css';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

/**
 * Invitations and answers (issue 25): the parts of the day, the households' invitations with their
 * links, QR codes and share buttons, the answers per part, the deadline, the caterer's export and a
 * printable sheet of cards.
 */
export function InvitationsPage() {
  const { t } = useTranslation(['invitations', 'sections']);
  const events = useWeddingEvents();
  const invitations = useInvitations();
  const guests = useGuestsToInvite();
  const deadline = useDeadline();
  const failed = [events, invitations, guests, deadline].filter((query) => query.status === 'rejected');
  if (failed.length > 0) {
    return (
      <Page title={t('sections:invitations.title')}>
        <LoadFailed onRetry={() => failed.forEach((query) => query.reload())} />
      </Page>
    );
  }
  if (!events.data || !invitations.data || !guests.data || !deadline.data) {
    return (
      <Page title={t('sections:invitations.title')}>
        <p className="invitations__muted">{t('loading')}</p>
      </Page>
    );
  }
  return (
    <Page title={t('sections:invitations.title')}>
      <div className="invitations" data-testid="invitations-page">
        <Events events={events.data} />
        <Tracking
          events={events.data}
          invitations={invitations.data}
          guests={guests.data}
          deadline={deadline.data.deadline}
        />
        <NewInvitation events={events.data} guests={guests.data} invitations={invitations.data} />
        <InvitationList events={events.data} guests={guests.data} invitations={invitations.data} />
      </div>
    </Page>
  );
}

function Events({ events }: { events: WeddingEvent[] }) {
  const { t } = useTranslation('invitations');
  const add = useAddEvent();
  const change = useChangeEvent();
  const remove = useRemoveEvent();
  const [name, setName] = useState('');
  return (
    <section className="invitations__card" aria-labelledby="events-title">
      <h2 id="events-title">{t('events.title')}</h2>
      <ul className="invitations__events">
        {events.map((event) => (
          <li key={event.id} className="invitations__event" data-event={event.name}>
            <Input
              aria-label={t('events.name')}
              defaultValue={event.name}
              maxLength={100}
              onBlur={(e) => {
                const value = e.target.value.trim();
                if (value && value !== event.name) void change.trigger({ id: event.id, changes: { name: value } });
              }}
            />
            {/* The app's Russian picker (12.06.2027 14:00), not the browser's own (06/12/2027, 02:00 PM). */}
            <DateTimePicker
              aria-label={t('events.time')}
              placeholder={t('events.time')}
              defaultValue={event.startsAt ? dayjs(event.startsAt) : null}
              onChange={(value) => {
                const startsAt = dayjs.isDayjs(value) ? value.toISOString() : null;
                if (startsAt !== event.startsAt) void change.trigger({ id: event.id, changes: { startsAt } });
              }}
            />
            <Input
              aria-label={t('events.place')}
              placeholder={t('events.place')}
              defaultValue={event.place}
              maxLength={200}
              onBlur={(e) => {
                if (e.target.value !== event.place)
                  void change.trigger({ id: event.id, changes: { place: e.target.value } });
              }}
            />
            <Input
              aria-label={t('events.address')}
              placeholder={t('events.address')}
              defaultValue={event.address}
              maxLength={200}
              onBlur={(e) => {
                if (e.target.value !== event.address) {
                  void change.trigger({ id: event.id, changes: { address: e.target.value } });
                }
              }}
            />
            <Button danger onClick={() => void remove.trigger(event.id)}>
              {t('events.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="invitations__row"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void add.trigger({ name: name.trim() }).then(() => setName(''));
        }}
      >
        <Input
          aria-label={t('events.newName')}
          placeholder={t('events.newPlaceholder')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <Button htmlType="submit" loading={add.isMutating}>
          {t('events.add')}
        </Button>
      </form>
    </section>
  );
}

function Tracking({
  events,
  invitations,
  guests,
  deadline,
}: {
  events: WeddingEvent[];
  invitations: Invitation[];
  guests: Guest[];
  deadline: string | null;
}) {
  const { t } = useTranslation('invitations');
  const setDeadline = useSetDeadline();
  // People, not rows: the same rule as GET /invitations/summary and the caterer's export.
  const rows = invitationSummaryOf(events, invitations, guests).map((row) => ({
    ...row,
    name: events.find((event) => event.id === row.eventId)?.name ?? '',
  }));
  return (
    <section className="invitations__card" aria-labelledby="tracking-title">
      <h2 id="tracking-title">{t('tracking.title')}</h2>
      <Table
        size="small"
        pagination={false}
        rowKey="eventId"
        dataSource={rows}
        scroll={{ x: true }}
        columns={[
          { title: t('tracking.part'), dataIndex: 'name' },
          { title: t('tracking.invited'), dataIndex: 'invited' },
          { title: t('tracking.coming'), dataIndex: 'coming' },
          { title: t('tracking.comingChildren'), dataIndex: 'comingChildren' },
          { title: t('tracking.notComing'), dataIndex: 'declined' },
          { title: t('tracking.noAnswer'), dataIndex: 'noAnswer' },
        ]}
      />
      <p className="invitations__muted">{t('tracking.people')}</p>
      <WaitingHouseholds invitations={invitations} guests={guests} />
      <div className="invitations__row">
        <label className="invitations__label">
          {t('deadline.label')}
          <DatePicker
            format="DD.MM.YYYY"
            placeholder={t('deadline.placeholder')}
            defaultValue={deadline ? dayjs(deadline) : null}
            onChange={(day) => {
              const value = day ? day.format('YYYY-MM-DD') : null;
              if (value !== deadline) void setDeadline.trigger(value);
            }}
          />
        </label>
        <LinkButton href={answersFileUrl}>{t('export')}</LinkButton>
        {/* Printing the cards only reads: a helper prints them too. */}
        <Button onClick={() => window.print()} disabled={false}>
          {t('print')}
        </Button>
      </div>
    </section>
  );
}

function NewInvitation({
  events,
  guests,
  invitations,
}: {
  events: WeddingEvent[];
  guests: Guest[];
  invitations: Invitation[];
}) {
  const { t } = useTranslation('invitations');
  const add = useAddInvitation();
  const bulk = useAddInvitationsInBulk();
  const free = useMemo(() => guestsNotInvited(guests, invitations), [guests, invitations]);
  const [guestIds, setGuestIds] = useState<string[]>([]);
  const [eventIds, setEventIds] = useState<string[]>(() => events.map((event) => event.id));
  const [from, setFrom] = useState<string | undefined>();
  const [category, setCategory] = useState<string | undefined>();
  const parts = eventIds.filter((id) => events.some((event) => event.id === id));
  return (
    <section className="invitations__card" aria-labelledby="new-title">
      <h2 id="new-title">{t('new.title')}</h2>
      <Checkbox.Group
        aria-label={t('new.parts')}
        value={parts}
        onChange={(values) => setEventIds(values as string[])}
        options={events.map((event) => ({ label: event.name, value: event.id }))}
      />
      <div className="invitations__row">
        <Select
          mode="multiple"
          aria-label={t('new.guests')}
          placeholder={t('new.guests')}
          value={guestIds}
          onChange={setGuestIds}
          optionFilterProp="label"
          options={free.map((guest) => ({ label: guest.name, value: guest.id }))}
          className="invitations__grow"
        />
        <Button
          type="primary"
          disabled={guestIds.length === 0 || parts.length === 0 || undefined}
          loading={add.isMutating}
          onClick={() => void add.trigger({ guestIds, eventIds: parts }).then(() => setGuestIds([]))}
        >
          {t('new.create')}
        </Button>
      </div>
      <div className="invitations__row">
        <Select
          allowClear
          aria-label={t('new.side')}
          placeholder={t('new.side')}
          value={from}
          onChange={setFrom}
          options={GUEST_FROM_CODES.map((code) => ({ label: t(`sides.${code}`), value: code }))}
        />
        <Select
          allowClear
          aria-label={t('new.category')}
          placeholder={t('new.category')}
          value={category}
          onChange={setCategory}
          options={GUEST_CATEGORY_CODES.map((code) => ({ label: t(`categories.${code}`), value: code }))}
        />
        <Button
          disabled={parts.length === 0 || (!from && !category) || undefined}
          loading={bulk.isMutating}
          onClick={() =>
            void bulk.trigger({
              eventIds: parts,
              ...(from ? { from: from as Guest['from'] } : {}),
              ...(category ? { category: category as Guest['category'][number] } : {}),
            })
          }
        >
          {t('new.bulk')}
        </Button>
      </div>
    </section>
  );
}

function InvitationList({
  events,
  guests,
  invitations,
}: {
  events: WeddingEvent[];
  guests: Guest[];
  invitations: Invitation[];
}) {
  const { t } = useTranslation('invitations');
  const [copied, setCopied] = useState<string | null>(null);
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<{ id: string; names: string[] } | null>(null);
  const onRevoke = (invitation: Invitation, names: string[]) => setRevoking({ id: invitation.id, names });
  // The sample's invitations are not on the server: no picture of theirs to open there.
  const sample = useSampleWedding() !== null;
  if (invitations.length === 0) return <p className="invitations__muted">{t('list.empty')}</p>;
  const now = new Date();
  return (
    <section aria-labelledby="list-title">
      <Modal
        open={revoking !== null}
        title={t('revoke.title')}
        okText={t('revoke.ok')}
        cancelText={t('revoke.cancel')}
        okButtonProps={{ danger: true, loading: revoke.isMutating }}
        onCancel={() => setRevoking(null)}
        onOk={() => {
          if (revoking) void revoke.trigger(revoking.id).then(() => setRevoking(null));
        }}
      >
        {revoking && t('revoke.text', { names: revoking.names.join(', ') })}
      </Modal>
      <h2 id="list-title" className="invitations__screen-only">
        {t('list.title', { count: invitations.length })}
      </h2>
      <ul className="invitations__list">
        {invitations.map((invitation) => {
          const names = householdNames(invitation, guests);
          const text = t('share.text', { names: names.join(', ') });
          return (
            <li
              key={invitation.id}
              className="invitations__card invitations__invitation"
              data-invitation={invitation.id}
            >
              <div className="invitations__invitation-head">
                <div>
                  <p className="invitations__print-only invitations__print-title">{t('list.printTitle')}</p>
                  <h3>{names.join(', ')}</h3>
                  <PrintedCardDetails invitation={invitation} events={events} />
                  <p className="invitations__muted">
                    {invitation.eventIds.map((id) => events.find((event) => event.id === id)?.name).join(' · ')}
                  </p>
                  <p className="invitations__muted invitations__screen-only">
                    {invitation.answeredAt
                      ? t('list.answered', { date: new Date(invitation.answeredAt).toLocaleDateString('ru-RU') })
                      : t('list.waiting', { count: daysWaiting(invitation, now) })}
                  </p>
                  {invitation.erasedAt && (
                    <p className="invitations__muted invitations__screen-only" data-erased>
                      <Tag>{t('list.erased', { date: new Date(invitation.erasedAt).toLocaleDateString('ru-RU') })}</Tag>
                    </p>
                  )}
                </div>
                <InvitationQr invitation={invitation} />
              </div>
              <p className="invitations__print-only invitations__print-hint">{t('list.printHint')}</p>
              <p className="invitations__print-only">{invitation.url}</p>
              {invitation.answers.length > 0 && (
                <InvitationAnswers invitation={invitation} guests={guests} events={events} />
              )}
              <div className="invitations__actions invitations__screen-only">
                <Button
                  size="small"
                  onClick={() =>
                    void navigator.clipboard?.writeText(invitation.url).then(() => setCopied(invitation.id))
                  }
                >
                  {copied === invitation.id ? t('list.copied') : t('list.copy')}
                </Button>
                {shareLinks(invitation.url, text, t('share.subject')).map((link) => (
                  <Button key={link.key} size="small" href={link.href} target="_blank" rel="noopener noreferrer">
                    {t(`share.${link.key}`)}
                  </Button>
                ))}
                {!sample && (
                  <Button size="small" href={qrCodeUrl(invitation.id)} target="_blank">
                    {t('list.qrLink')}
                  </Button>
                )}
                <Button size="small" danger onClick={() => onRevoke(invitation, names)}>
                  {t('list.revoke')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
