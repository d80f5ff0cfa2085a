// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../api/client';
import { i18n, initI18n } from '../i18n';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  beforeAll(async () => {
    initI18n();
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('submits with the button and shows an API failure as the error code text', () => {
    const onSubmit = vi.fn();
    render(
      <FormDialog
        title="Edit"
        onSubmit={onSubmit}
        onClose={() => undefined}
        submitTestId="save"
        errorTestId="err"
        error={new ApiError(400, 'VEHICLE_HAS_DEVICE', 'x')}
      >
        <input data-testid="field" />
      </FormDialog>,
    );
    fireEvent.click(screen.getByTestId('save'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('err').textContent).toContain('The vehicle already has a device.');
  });

  it('does not submit while busy or disabled', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <FormDialog title="Edit" busy onSubmit={onSubmit} onClose={() => undefined} submitTestId="save">
        <span />
      </FormDialog>,
    );
    fireEvent.submit(screen.getByTestId('save').closest('form')!);
    rerender(
      <FormDialog title="Edit" submitDisabled onSubmit={onSubmit} onClose={() => undefined} submitTestId="save">
        <span />
      </FormDialog>,
    );
    fireEvent.submit(screen.getByTestId('save').closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a nested dialog from submitting the dialog that opened it', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <FormDialog title="Outer" onSubmit={outer} onClose={() => undefined} submitTestId="outer-save">
        <FormDialog title="Inner" onSubmit={inner} onClose={() => undefined} submitTestId="inner-save">
          <span />
        </FormDialog>
      </FormDialog>,
    );
    fireEvent.click(screen.getByTestId('inner-save'));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
