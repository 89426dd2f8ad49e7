import { Form, Formik, useField } from 'formik';
import * as Yup from 'yup';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, screen, waitFor } from '@/test-utils';
import { FocusFirstError } from '../focus-first-error';
import { TextField } from '../form-field';

const schema = Yup.object({
  name: Yup.string().required('Name is required'),
  email: Yup.string().required('Email is required'),
});

/** A group of choices that marks itself as a whole, as the day and slot pickers do. */
function Choices() {
  const [field, meta, helpers] = useField<string[]>('days');
  return (
    <fieldset data-invalid={meta.error ? true : undefined} aria-describedby={meta.error ? 'days-error' : undefined}>
      <legend>Which days?</legend>
      <label>
        <input
          type="checkbox"
          checked={field.value.length > 0}
          onChange={(event) => void helpers.setValue(event.target.checked ? ['saptami'] : [])}
        />{' '}
        Saptami
      </label>
      {meta.error && (
        <p id="days-error" role="alert">
          {meta.error}
        </p>
      )}
    </fieldset>
  );
}

function TallForm({ onSubmit = () => undefined }: { onSubmit?: (helpers: { setErrors: (errors: object) => void }) => Promise<void> | void }) {
  return (
    <Formik
      initialValues={{ name: '', email: '', days: [] as string[] }}
      validationSchema={schema.shape({ days: Yup.array().min(1, 'Choose a day') })}
      onSubmit={(_values, helpers) => onSubmit(helpers)}
    >
      <Form noValidate>
        <FocusFirstError />
        <TextField name="name" label="Name" />
        <Choices />
        <TextField name="email" label="Email" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

const scrolled: Element[] = [];

beforeEach(() => {
  scrolled.length = 0;
  // jsdom lays nothing out; record what the form asks the browser to scroll to.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('FocusFirstError', () => {
  it('takes a refused submit to the first field in error and says its error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TallForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled).toEqual([name]);
    expect(screen.getByText('Please correct Name: Name is required')).toHaveAttribute('aria-live', 'assertive');
  });

  it('goes to a group in error when it comes first, focusing its first choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TallForm />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mita Sen');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Saptami' })).toHaveFocus());
    expect(screen.getByText('Please correct Which days?: Choose a day')).toBeInTheDocument();
  });

  it('goes to the field the server refused', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TallForm onSubmit={async ({ setErrors }) => setErrors({ email: "Enter a valid email address." })} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mita Sen');
    await user.click(screen.getByRole('checkbox', { name: 'Saptami' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mita@');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(scrolled).toEqual([email]);
    expect(screen.getByText('Please correct Email: Enter a valid email address.')).toBeInTheDocument();
  });

  it('says the same error again on a second refused submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TallForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const first = await screen.findByText('Please correct Name: Name is required');
    const said = first.textContent;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(first.textContent).not.toBe(said));
    expect(first.textContent?.trim()).toBe('Please correct Name: Name is required');
  });

  it('does nothing when the submit succeeds', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    renderWithProviders(
      <Formik initialValues={{ name: 'Mita' }} onSubmit={submitted}>
        <Form noValidate>
          <FocusFirstError />
          <TextField name="name" label="Name" />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(scrolled).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
