!tensor0 = tensor<2x2xf16>
!tensor1 = tensor<2xf16>
!vec2 = vector<8x3x8xbf16>
!buf3 = memref<?x4xbf16, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>

module {
  func.func private @ext0(i8 {test.foo = 1 : i32}) -> ()
  func.func @fn.0() {
    %a.b = arith.constant dense<1.000000e+00> : vector<4x4x8xf32>
    %2 = arith.cmpf oge, %a.b, %a.b fastmath<reassoc,contract> : vector<4x4x8xf32>
    %res = tensor.empty() : tensor<2x2xf16>
    %empty = tensor.empty() : !tensor0
    %6 = tensor.empty() : tensor<2xf16>
    %lin = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%res, %empty : tensor<2x2xf16>, tensor<2x2xf16>) outs(%6 : !tensor1) {
    ^bb0(%in: f16, %rhs: f16, %x10: f16):
      %s_11 = arith.addf %in, %rhs : f16
      %s = arith.addf %s_11, %x10 : f16
      linalg.yield %s : f16
    } -> tensor<2xf16>
    %x13 = arith.constant 0 : index
    %sum = arith.constant 2 : index
    %15 = arith.constant 0.5 : bf16
    %t18 = scf.for %iv = %x13 to %x13 step %sum iter_args(%17 = %15) -> (bf16) {
      %cst_19 = arith.constant dense<-7.5> : vector<8x3x8xbf16>
      %acosh = math.acosh %cst_19 fastmath<none> : !vec2

      %21 = arith.constant 5 : index
      %c = arith.constant 6 : index
      %24 = memref.alloc(%21)[%c] {alignment = 64} : !buf3
      // ---- comment line ----
      scf.yield %15 : bf16
    }
    %25 = arith.constant 0 : i64
    %c_26 = arith.constant 0x3 : i64
    %c_27 = arith.constant 1 : i64
    %c_28 = arith.constant 38 : i64
    %29 = arith.constant 4.0E+2 : f32
    %acc:2 = scf.for %iv_30 = %25 to %c_26 step %c_27 iter_args(%31 = %c_28, %acc_32 = %29) -> (i64, f32) : i64 {
      %tmp35 = arith.constant 0 : index
      %t37 = arith.constant 7 : index
      %38 = arith.constant 2 : index
      %39 = arith.constant 0 : index
      %c_40 = arith.constant 3 : index
      %c_42 = arith.constant 1 : index
      %47 = arith.constant 0 : i16
      %r, %x_1 = scf.parallel (%i, %46) = (%tmp35, %39) to (%t37, %c_40) step (%38, %c_42) init (%31, %47) -> (i64, i16) {
        scf.reduce(%c_27, %47 : i64, i16) {
        ^bb0(%v50: i64, %rhs_54: i64):
          %red = arith.xori %v50, %rhs_54 : i64
          scf.reduce.return %red : i64
        }, {
        ^bb0(%56: i16, %rhs_57: i16):
          %tmp59 = arith.maxsi %56, %rhs_57 : i16
          scf.reduce.return %tmp59 : i16
        }
      }
      scf.yield %r, %acc_32 : i64, f32
    }
    func.return
  }
}
