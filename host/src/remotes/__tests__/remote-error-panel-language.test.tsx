import { screen } from '@testing-library/react';
import { renderWithTheme } from '@inventor-portal/shared/test-utils';
import { restoreEnglish, showPageIn } from '@host/test/language';
import { IncompatibleRemoteError } from '../remote-contract';
import { RemoteErrorPanel } from '../remote-error-panel';

beforeEach(() => showPageIn('fr'));
afterEach(restoreEnglish);

describe('remote error panel in French', () => {
  it('says the module could not be loaded and offers to try again', () => {
    renderWithTheme(
      <RemoteErrorPanel name="Déclarations" error={new Error('down')} onRetry={() => undefined} />,
    );

    expect(
      screen.getByText("Le module « Déclarations » n'a pas pu être chargé"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Déclarations');
  });

  it('names both shared versions of an incompatible module', () => {
    renderWithTheme(
      <RemoteErrorPanel
        name="Brevets"
        error={new IncompatibleRemoteError('Patents', '2.0.0', '1.0.0')}
        onRetry={() => undefined}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'a été construit pour shared 2.0.0, ce portail utilise shared 1.0.0',
    );
  });
});
