; RUN: echo "semicolon comments" | FileCheck %s
; CHECK: semicolon comments
