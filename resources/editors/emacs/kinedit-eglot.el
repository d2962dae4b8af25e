;;; kinedit-eglot.el --- Kinedit's language server in Emacs (eglot) -*- lexical-binding: t -*-
;; Load from init.el: (load "/path/to/kinedit-eglot.el"), then M-x eglot
;; in a robot file (or add eglot-ensure to nxml-mode-hook).
(require 'eglot)
(add-to-list 'auto-mode-alist '("\\.\\(urdf\\|xacro\\|sdf\\|world\\|hrdf\\|skel\\)\\'" . nxml-mode))
(add-to-list 'eglot-server-programs '(nxml-mode . ("kinedit-cli" "lsp")))
(provide 'kinedit-eglot)
;;; kinedit-eglot.el ends here
