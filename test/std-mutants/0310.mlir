!tensor0 = tensor<3x4xi8>
!tensor1 = tensor<4x2xi32>
!tensor2 = tensor<4x?xi8>
!tensor3 = tensor<4x3xf64>

memref.global @g0 : memref<3x2xi8> = dense<1>
func.func private @ext0() -> (!tensor0 {llvm.noundef, test.tag = "x"})
module @inner {
  func.func @helper0() -> (i32 {llvm.signext}) {
    %r = call @helper0() : () -> (i32)
    %c = arith.constant 1 : i16
    cf.br ^bb1(%c : i16)
  ^bb1(%ba: i16):
    %4 = arith.constant 0.0 : f16
    %cmp = arith.cmpf ord, %4, %4 : f16
    cf.br ^then2
  ^then2:
    %acc = tensor.empty() : tensor<3x4xf64>
    %7 = tensor.empty() : tensor<3x4xf64>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) - (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%acc : tensor<3x4xf64>) outs(%7 : tensor<3x4xf64>) {
    ^bb0(%9: f64, %10: f64):
      %11 = arith.addf %9, %10 : f64
      linalg.yield %11 : f64
    } -> tensor<3x4xf64>
    %13 = arith.constant 0x12 : i8
    %v14 = arith.cmpi slt, %13, %13 : i8
    cf.cond_br %v14, ^bb3(%13 : i8), ^b4(%13 : i8)
  ^bb3(%a.b: i8):
    cf.br ^b4(%a.b : i8)
  ^b4(%17: i8):
    func.return %r : i32
  }
}
func.func @f0(%1: !tensor1 {llvm.noundef}, %val: !tensor2, %v3: i16) -> (index, i32 {llvm.signext}) {
// ---- comment line ----
  %4 = arith.constant dense<[[0, 67],[6, 21],[41, 32767],[49, 1]]> : vector<4x2xi16>
  %5 = arith.bitcast %4 : vector<4x2xi16> to vector<4x2xbf16>
  %lhs = arith.constant 75 : i8
  cf.br ^then1(%lhs : i8)
^then1(%ba_7: i8):
  %c = arith.constant 1 : i1
  cf.assert %c, "ok"
  %cst = arith.constant -0.25 : f16
  cf.br ^then2(%cst : f16)
^then2(%ba_10: f16):
  %12 = memref.get_global @g0 : memref<3x2xi8>
  %sum = arith.constant 14 : i64
  cf.switch %sum : i64, [default: ^next.3, 2: ^next.3, 5: ^next.3, 6: ^next.3]
^next.3:
  %c_14 = arith.constant 1 : i32
  %res_16:2 = scf.while (%arg = %c_14) : (i32) -> (i32, i8) {
    %18 = scf.while (%acc = %c_14) : (i32) -> (i32) {
      %low_19, %20 = arith.mului_extended %v3, %v3 : i16
      %tmp21 = arith.cmpi slt, %lhs, %lhs : i8
      scf.if %tmp21 {
      }
      %t22 = arith.cmpi sge, %lhs, %lhs : i8
      %23 = arith.constant 2147483647 : i32
      scf.condition(%t22) %23 : i32
    } do {
    ^bb0(%tmp25: i32):
      scf.yield %c_14 : i32
    }
    %26 = arith.constant 0 : i16
    %27 = arith.cmpi ule, %v3, %26 : i16    // keep
    %28 = arith.constant 1 : i8
    scf.condition(%27) %arg, %28 : i32, i8
  } do {
  ^bb0(%29: i32, %a.b: i8):
    scf.yield %c_14 : i32
  }
  %32 = arith.constant 44 : index
  return %32, %res_16#0 : index, i32
}
func.func @kernel_1(%1: tensor<4x2xi32>, %arg: i32 {llvm.noundef, test.tag = "x"}) -> i8 attributes {ref = @inner::@helper0} {
  %cst = arith.constant 0.0 : f64
  %erf_4 = math.erf %cst fastmath<reassoc,contract> : f64

  %5 = arith.constant 127 : i8
  cf.br ^b1(%5 : i8)
^b1(%6: i8):
  %7 = arith.divsi %arg, %arg : i32
  %res = arith.constant false
  cf.cond_br %res, ^then2(%6 : i8), ^then2(%6 : i8)
^then2(%9: i8):
  %x10 = arith.constant -17 : i64
  %11 = arith.constant -1 : i64
  %maxsi_12 = arith.maxsi %x10, %11 : i64

  cf.br ^next.3(%arg, %9 : i32, i8)
^next.3(%x13: i32, %x14: i8):
  %15 = tensor.empty() : tensor<3x4xf64>
  %16 = tensor.empty() : tensor<4x3xf64>
  %t17 = linalg.transpose ins(%15 : tensor<3x4xf64>) outs(%16 : !tensor3) permutation = [1, 0]
  %18 = arith.constant 17 : i32

  %19 = arith.constant 2147483647 : i32
  cf.switch %18 : i32, [default: ^bb4(%x13 : i32),
      -1: ^bb4(%19 : i32),
      1: ^bb4(%arg : i32)]
^bb4(%ba_20: i32):
  %t21 = arith.negf %cst fastmath<none> : f64
  func.return %5 : i8
  // ---- comment line ----
}
