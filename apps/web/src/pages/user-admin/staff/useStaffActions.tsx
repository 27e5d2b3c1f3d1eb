import { useMemo, useState, type ReactNode } from 'react';
import { staff } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useConfirm } from '../../../components/ConfirmDialog';
import { TemporaryPasswordDialog, type IssuedPassword } from './TemporaryPasswordDialog';

type Member = staff.StaffMember;

/** What the row buttons do; the same object from render to render, so the grid's columns stay put. */
export interface StaffMemberActions {
  disable: (member: Member) => Promise<void>;
  enable: (member: Member) => Promise<void>;
  resetPassword: (member: Member) => Promise<void>;
  resetTotp: (member: Member) => Promise<void>;
}

export interface StaffActions {
  member: StaffMemberActions;
  /** Shows a temporary password once (after a reset, or after creating a member). */
  showPassword: (issued: IssuedPassword) => void;
  /** The temporary password dialog; the caller renders it. */
  dialog: ReactNode;
}

/**
 * What can be done to a staff account: the destructive ones ask first. The client toasts the
 * server's answer (and its refusals, such as disabling the last Super admin) and refreshes the list.
 */
export function useStaffActions(): StaffActions {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  const member = useMemo<StaffMemberActions>(() => {
    const confirmed = async (target: Member, question: 'disable' | 'resetPassword' | 'resetTotp') => {
      const answer = await confirm({
        title: t(`userAdmin.staff.confirm.${question}Title`, { username: target.username }),
        message: t(`userAdmin.staff.confirm.${question}Message`, { username: target.username }),
        destructive: true,
      });
      return answer.button === 'ok';
    };
    return {
      disable: async (target) => {
        if (await confirmed(target, 'disable')) await quietly(() => api<typeof staff.staffDisable>(staff.staffDisable, { id: target.id }));
      },
      enable: (target) => quietly(() => api<typeof staff.staffEnable>(staff.staffEnable, { id: target.id })),
      resetPassword: async (target) => {
        if (!(await confirmed(target, 'resetPassword'))) return;
        await quietly(async () => {
          const data = await api<typeof staff.staffResetPassword>(staff.staffResetPassword, { id: target.id });
          setIssued({ username: data.member.username, password: data.temporary_password });
        });
      },
      resetTotp: async (target) => {
        if (await confirmed(target, 'resetTotp')) await quietly(() => api<typeof staff.staffResetTotp>(staff.staffResetTotp, { id: target.id }));
      },
    };
  }, [t, confirm]);

  return {
    member,
    showPassword: setIssued,
    dialog: issued && <TemporaryPasswordDialog issued={issued} onClose={() => setIssued(null)} />,
  };
}

/** Runs a call whose errors the client has toasted already; nothing else changes on screen. */
async function quietly(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch {
    // Nothing to undo.
  }
}
