import { Button, Card, Form, Input, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser, WeddingRole } from '../../../contract/session.ts';
import { InviteMemberRequest, type InvitedRole, type WeddingMember } from '../../../contract/wedding.ts';
import { formatDate } from '../../../lib/format.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useInviteMember, useRemoveMember, useWeddingMembers, type Removal } from '../api/wedding-members.ts';

/** What the signed-in member may do to a row (the server's rules, shown as buttons). */
function actionOn(me: WeddingRole, mine: boolean, member: WeddingMember, alone: boolean): Removal | null {
  if (member.joinedAt === null) return me === 'helper' ? null : 'withdraw';
  // The owner never leaves, nor does the last member (the plan would belong to nobody).
  if (mine) return me === 'owner' || alone ? null : 'leave';
  if (me === 'owner') return 'remove';
  if (me === 'partner' && member.role !== 'owner') return 'remove';
  return null;
}

type Texts = (key: string, options?: Record<string, string>) => string;

/** The button and the dialog of each kind of removal. */
function removalTexts(t: Texts, kind: Removal, email: string) {
  if (kind === 'withdraw') {
    return {
      title: t('members.withdrawTitle'),
      text: t('members.withdrawText', { email }),
      ok: t('members.withdraw'),
    };
  }
  if (kind === 'remove') {
    return { title: t('members.removeTitle'), text: t('members.removeText', { email }), ok: t('members.remove') };
  }
  return { title: t('members.leaveTitle'), text: t('members.leaveText'), ok: t('members.leave') };
}

/**
 * The members block of the settings: members with their roles (the signed-in one marked as such),
 * pending invitations with a withdraw button, remove for the owner and a partner, leave for
 * everyone but the owner, and the invitation form. A helper sees the list only. Every removal asks
 * first in a dialog.
 */
export function MembersCard({ session }: { session: SessionUser }) {
  const { t } = useTranslation('wedding');
  const members = useWeddingMembers();
  const remove = useRemoveMember();
  const [asking, setAsking] = useState<{ member: WeddingMember; kind: Removal } | null>(null);
  const me = session.wedding?.role ?? 'helper';
  const manages = me !== 'helper';

  const confirm = async () => {
    if (!asking) return;
    try {
      await remove.trigger({ id: asking.member.id, kind: asking.kind });
      setAsking(null);
    } catch {
      // The write helper has shown the notice; the dialog stays for another try.
    }
  };

  const joined = (members.data ?? []).filter((member) => member.joinedAt !== null).length;
  const texts = asking ? removalTexts(t as Texts, asking.kind, asking.member.email) : null;
  return (
    <Card title={<h2 className="settings-page__section-title">{t('members.title')}</h2>} data-testid="members-card">
      <p>{t('members.intro')}</p>
      {members.status === 'rejected' && (
        <p role="alert">
          {t('members.loadFailed')}{' '}
          <Button size="small" onClick={members.reload}>
            {t('members.retry')}
          </Button>
        </p>
      )}
      <ul className="members-card__list">
        {(members.data ?? []).map((member) => {
          const mine = member.id === session.id;
          const action = actionOn(me, mine, member, joined === 1);
          const label = action ? removalTexts(t as Texts, action, member.email).ok : '';
          return (
            <li key={member.id} className="members-card__row" data-testid="member-row" data-email={member.email}>
              <span className="members-card__email">
                {member.email}
                {mine && <span className="members-card__you"> ({t('members.you')})</span>}
              </span>
              <Tag>{t(`roles.${member.role}`)}</Tag>
              {member.joinedAt === null ? (
                <Tag color="gold">{t('members.pending')}</Tag>
              ) : (
                <span className="members-card__since">
                  {t('members.joinedAt', { date: formatDate(member.joinedAt) })}
                </span>
              )}
              {action && (
                <Button
                  size="small"
                  danger={action !== 'withdraw'}
                  onClick={() => setAsking({ member, kind: action })}
                  aria-label={`${label}: ${member.email}`}
                >
                  {label}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {manages ? <InviteForm /> : <p>{t('members.readOnly')}</p>}
      <Modal
        open={asking !== null}
        title={texts?.title}
        okText={texts?.ok}
        cancelText={t('members.cancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isMutating}
        onOk={() => void confirm()}
        onCancel={() => setAsking(null)}
        centered
      >
        {texts && <p>{texts.text}</p>}
      </Modal>
    </Card>
  );
}

function InviteForm() {
  const { t } = useTranslation('wedding');
  const invite = useInviteMember();
  const [form] = Form.useForm<InviteMemberRequest>();
  const role = Form.useWatch('role', form) ?? 'partner';

  const submit = async (values: InviteMemberRequest) => {
    try {
      await invite.trigger({ email: values.email.trim(), role: values.role });
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  const roles: InvitedRole[] = ['partner', 'helper'];
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={{ role: 'partner' }}
      onFinish={(values) => void submit(values)}
      className="members-card__invite"
      aria-label={t('members.inviteTitle')}
    >
      <h3 className="members-card__invite-title">{t('members.inviteTitle')}</h3>
      <Form.Item name="email" label={t('members.email')} rules={fieldRules(InviteMemberRequest, 'email')} validateFirst>
        <Input inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item name="role" label={t('members.role')} extra={t(`roleHints.${role}`)}>
        <Select options={roles.map((value) => ({ value, label: t(`roles.${value}`) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={invite.isMutating}>
        {t('members.invite')}
      </Button>
    </Form>
  );
}
