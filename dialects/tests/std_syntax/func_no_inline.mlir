func.func @f() attributes {no_inline, a.b} {
  return
}
