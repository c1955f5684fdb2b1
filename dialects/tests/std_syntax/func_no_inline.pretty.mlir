module {
  func.func @f() attributes {a.b, no_inline} {
    return
  }
}

