import type { FormDefinitionInput } from '@inventor-portal/shared/schemas';
import { SAMPLE_QUESTIONNAIRE } from '@inventor-portal/shared/test-fixtures';
import type { TestClient } from '../../helpers/client';

/**
 * The questionnaire every package's tests share (`@inventor-portal/shared/test-fixtures`): a
 * conditional required question (`funded` shows `grant_number`) and one question of every type.
 */
export const SAMPLE_FORM: FormDefinitionInput = SAMPLE_QUESTIONNAIRE;

/** Creates a draft of `definition` and publishes it; answers the version number. */
export async function publishForm(
  office: TestClient,
  definition: FormDefinitionInput = SAMPLE_FORM,
): Promise<number> {
  const created = await office.request('POST', '/api/office/forms/', { json: definition });
  if (created.statusCode !== 201) throw new Error(`form not created: ${created.body}`);
  const { version } = created.json() as { version: number };
  const published = await office.post(`/api/office/forms/${version}/publish/`);
  if (published.statusCode !== 200) throw new Error(`form not published: ${published.body}`);
  return version;
}
