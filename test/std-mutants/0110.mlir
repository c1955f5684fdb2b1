!tensor0 = tensor<4x2xi64>
!vec1 = vector<3x4xf32>
!tensor2 = tensor<3x4xf16>
!buf3 = memref<3x4xi32>
!buf4 = memref<4x2xi64>
!buf5 = memref<?x?xi64>
!tensor6 = tensor<4x2xi8>
!vec7 = vector<3x4xi32>

module attributes {test.module_note = "std"} {
  func.func private @ext0()
  func.func private @ext1(!tensor0 {llvm.noundef}, memref<?x4xi64> {llvm.noundef, test.tag = "x"}, i64)
  func.func @kernel_0(%arg_1: f32, %arg: i32 {test.foo = 1 : i32}, %t3: tensor<3x4xf16>, %lhs: f32) -> i64 attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %tmp6 = arith.constant 11 : i8
    %r = scf.while (%7 = %tmp6) : (i8) -> (i8) {
      %y = arith.constant dense<3.0> : !vec1
      %erfc_10 = math.erfc %y : vector<3x4xf32>
      %x_1 = arith.constant 1 : i1
      scf.condition(%x_1) %7 : i8
    } do {    // keep
    ^bb0(%tmp13: i8):
      %14 = arith.constant 2.5 : f32
      %15 = arith.mulf %arg_1, %14 : f32
      %tmp16 = tensor.cast %t3 : !tensor2 to tensor<3x?xf16>

      scf.yield %tmp6 : i8
    }
    scf.execute_region {
      %rhs = arith.constant dense<-7.5> : tensor<4x2xf32>
      %lin_18 = linalg.transpose ins(%rhs : tensor<4x2xf32>) outs(%rhs : dense<tensor<4x2xf32>) permutation = [0, 1]
      scf.yield
    }
    %19 = arith.cmpi ult, %r, %r : i8
    %20 = arith.constant -13 : i16
    cf.cond_br %19, ^b2, ^bb1(%20 : i16)
  ^bb1(%ba: i16):
    %c_22 = arith.constant 4611686018427387903 : i64
    cf.switch %c_22 : i64, [default: ^b2,
      -1: ^b2]
  ^b2:
    %c = arith.constant 40 : i64
    return %c : i64
  }
  func.func public @fn.1(%arg_1: f32) -> (f32, tensor<3x4xf32>) attributes {llvm.emit_c_interface, note = "generated"} {
    %acc = arith.constant 40 : index
    %3 = arith.cmpi ult, %acc, %acc : index
    scf.if %3 {
      %4 = memref.alloc() : !buf3
      linalg.add ins(%4, %4 : memref<3x4xi32>, !buf3) outs(%4 : memref<3x4xi32>)
      %v5 = memref.alloc() : !buf4
      %sum = memref.cast %v5 : memref<4x2xi64> to !buf5
    } else {
      %cst_7 = arith.constant dense<0> : tensor<4x2xi64>
      %trunci_8 = arith.trunci %cst_7 : tensor<4x2xi64> to !tensor6
      %9 = arith.constant dense<[[78, -9, 2147483647, 2147483647], [2147483647, 0, 26, -1], [-1, 1, 1, 2147483647]]> : vector<3x4xi32>
      %rhs = arith.cmpi uge, %9, %9 : !vec7
      %a.b = arith.constant -1 : i16
      // ---- comment line ----
      %extui_12 = arith.extui %a.b : i16 to i64
    }
    %v13 = arith.constant 20 : i8
    %c_14 = arith.constant 1 : i64
    %lhs = arith.constant 0 : i16
    cf.switch %v13 : i8, [default: ^loop_1(%c_14 : i64), 3: ^bb2, 4: ^bb3(%arg_1, %lhs : f32, i16), 5: ^bb2]
  ^loop_1(%16: i64):
    cf.cond_br %3, ^bb2, ^bb2
  ^bb2:
    cf.br ^bb3(%arg_1, %lhs : f32, i16)
  ^bb3(%17: f32, %ba: i16):
    %cst = arith.constant dense<[[3.0,2.5,-7.5,4.0E+2], [0.5, 0.5, -1.0, 100.0], [100.0, 1.0, 1.5e-1, -7.5]]> : tensor<3x4xf32>
    return %arg_1, %cst : f32, tensor<3x4xf32>

  }
}
