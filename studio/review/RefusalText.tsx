/** A refusal of the service in words: what it refused and, for a config with problems, each in the editor's words. */
import { ProblemText } from '../editor/ProblemText';
import { useStudioT } from '../i18n/use-studio-t';
import { refusalProblems, refusalWords } from './submission-words';

export function RefusalText({ error }: { error: unknown }) {
  const { t, locale } = useStudioT();
  return (
    <>
      {refusalWords(t, error)}
      <ProblemText problems={refusalProblems(error)} locale={locale} withPlace />
    </>
  );
}
