import { createContext, useContext } from 'react';

/** True while the call of the dialog a form is in runs (`ActionDialog` says so): its fields are read-only meanwhile. */
export const FormPending = createContext(false);

export const useFormPending = () => useContext(FormPending);
