module {
  func.func @f(%arg0: i8, %arg1: i64, %arg2: i16) {
    cf.switch %arg0 : i8, [
      default: ^bb1,
      255: ^bb1,
      128: ^bb1,
      127: ^bb1
    ]
  ^bb1:  // 4 preds: ^bb0, ^bb0, ^bb0, ^bb0
    cf.switch %arg1 : i64, [
      default: ^bb2,
      7: ^bb2
    ]
  ^bb2:  // 2 preds: ^bb1, ^bb1
    cf.switch %arg2 : i16, [
      default: ^bb3,
      65534: ^bb3
    ]
  ^bb3:  // 2 preds: ^bb2, ^bb2
    return
  }
}

