import type { ReactNode } from 'react';
import { type MensajeDePantalla, mensajeDeError } from '../../../lib/api-client';

/** The account forms' success toast, in one place so each one is announced (role status) alike. */
export function AvisoDeExito({ children }: { children: ReactNode }) {
  return (
    <p className="toast" role="status">
      {children}
    </p>
  );
}

interface ErrorDelServidorProps {
  /** The form's mutation: the paragraph shows only while it failed. */
  mutacion: { isError: boolean; error: unknown };
  porDefecto: MensajeDePantalla;
}

/** The server's refusal under an account form, shared so all show its message (or a fallback) alike. */
export function ErrorDelServidor({ mutacion, porDefecto }: ErrorDelServidorProps) {
  if (!mutacion.isError) return null;
  return (
    <p className="form__error" role="alert">
      {mensajeDeError(mutacion.error, porDefecto)}
    </p>
  );
}
