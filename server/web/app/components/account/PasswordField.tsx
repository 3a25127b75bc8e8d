import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { useI18n } from '../../i18n';
import { TextField } from './Field';

/**
 * A password input. It is never given a value from the server: a refused form comes back
 * with its passwords empty. With JavaScript, a button shows or hides what is typed (it is
 * only rendered then, since it does nothing without a script).
 */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'defaultValue' | 'value'>) {
  const { t } = useI18n();
  const [scripted, setScripted] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => setScripted(true), []);
  const toggle = scripted ? (
    <button
      type="button"
      className="field__toggle"
      aria-pressed={visible}
      aria-label={visible ? t('portal.account.hidePassword') : t('portal.account.showPassword')}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
    </button>
  ) : null;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      adornment={toggle}
    />
  );
}
