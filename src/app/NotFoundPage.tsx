import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/i18n';

export function NotFoundPage() {
  const { t } = useT();
  useEffect(() => {
    document.title = t('notFound.title');
  }, [t]);
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1>{t('notFound.title')}</h1>
      <Link to="/home">{t('notFound.back')}</Link>
    </main>
  );
}
