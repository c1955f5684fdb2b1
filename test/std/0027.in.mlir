!tensor0 = tensor<2x3xf64>
!tensor1 = tensor<1x2xf64>
!tensor2 = tensor<1x3xf64>
!buf3 = memref<2x4x4xf16>
!buf4 = memref<3x1x1x2xbf16>
func.func private @ext0(index, bf16, i16) -> (bf16 {test.foo = 1 : i32}) attributes {test.kernel}
func.func private @ext1(bf16 {llvm.noundef}, vector<2x4x4xf32> {llvm.noundef}) -> () attributes {llvm.emit_c_interface, note = "generated"}
func.func private @kernel_0(%tmp1: i64, %2: memref<4x?xbf16>) -> vector<2x4x4xf32> {
  %t3 = arith.constant 4611686018427387903 : index
  %4 = arith.cmpi ne, %t3, %t3 : index
  %v5:2 = scf.if %4 -> (bf16, f32) {
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<1x2xf64>
    %7 = tensor.empty() : !tensor0
    %empty_8 = tensor.empty() : tensor<1x3xf64>
    %x9 = linalg.matmul ins(%cst_6, %7 : !tensor1, tensor<2x3xf64>) outs(%empty_8 : !tensor2) -> tensor<1x3xf64>
    %tmp10 = arith.constant 4.0E+2 : bf16
    %11 = arith.constant 3.0 : f32
    scf.yield %tmp10, %11 : bf16, f32
  } else {
    %x12 = memref.alloc() {alignment = 64} : !buf3  // note
    %rhs = memref.expand_shape %x12 [[0], [1], [2, 3]] output_shape [2, 4, 2, 2] : memref<2x4x4xf16> into memref<2x4x2x2xf16>
    %cst_14 = arith.constant 1.000000e+00 : bf16
    %tmp15 = arith.constant -0.25 : f32
    scf.yield %cst_14, %tmp15 : bf16, f32
  }
  %v16 = call @kernel_0(%tmp1, %2) : (i64, memref<4x?xbf16>) -> (vector<2x4x4xf32>)
  %val = arith.constant 0 : index
  %c_18 = arith.constant 4 : index
  %lhs = arith.constant 2 : index
  %a.b = arith.constant 0 : index
  %c = arith.constant 3 : index
  %24 = arith.constant 2 : index
  %28 = arith.constant 71 : i64
  %c_29 = arith.constant -5 : i16    // keep
  %sum, %r = scf.parallel (%25, %26) = (%val, %a.b) to (%c_18, %c) step (%lhs, %24) init (%28, %c_29) -> (i64, i16) {
    %acc = arith.constant 3 : index
    %35 = arith.constant 0 : index
    %v_36 = memref.load %2[%acc, %35] : memref<4x?xbf16>
    %37 = arith.constant -1 : i16
    scf.reduce(%tmp1, %37 : i64, i16) {
    ^bb0(%v39: i64, %40: i64):
      %41 = arith.muli %v39, %40 : i64
      scf.reduce.return %41 : i64
    }, {
    ^bb0(%45: i16, %46: i16):
      %y = arith.muli %45, %46 : i16
      scf.reduce.return %y : i16
    }
  }
  // ---- comment line ----
  %mulf = arith.mulf %v5#1, %v5#1 fastmath<nnan, ninf, nsz> : f32
  %49 = arith.constant 1.000000e+00 : f64
  %51 = arith.truncf %49 : f64 to f32
  %52 = arith.constant dense<[[-7, 0, 127, 41, 1, -1, 0, 127], [1,-15,0,-1,8,1,60,1]]> : vector<2x8xi8>
  %x_1 = arith.extsi %52 : vector<2x8xi8> to vector<2x8xi64>
  %54 = arith.constant 2 : i8
  %v55 = arith.constant 0x6 : i8
  %56 = arith.constant 2 : i8
  %r_62, %res = scf.for %iv_57 = %54 to %v55 step %56 iter_args(%58 = %v5#0, %x59 = %v5#0) -> (bf16, bf16) : i8 {
    %alloc = memref.alloc() {alignment = 64} : memref<3x1x2xbf16>
    %expand_shape_65 = memref.expand_shape %alloc [[0, 1], [2], [3]] output_shape [3, 1, 1, 2] : memref<3x1x2xbf16> into !buf4
    %v66, %v68 = scf.index_switch %lhs -> i8, f32
    case 1 {

      %tmp70 = arith.constant 0 : index

      %71 = arith.constant 4 : index
      %72 = arith.constant 2 : index
      %76 = scf.for %74 = %tmp70 to %71 step %72 iter_args(%75 = %x59) -> bf16 {
        %77 = arith.constant 100.0 : bf16
        scf.yield %77 : bf16
      }
      %80 = arith.constant 127 : i8
      scf.yield %80, %51 : i8, f32
    }
    default {
      scf.yield %v55, %v5#1 : i8, f32
    }
    scf.yield %x59, %v5#0 : bf16, bf16
  }
  func.return %v16 : vector<2x4x4xf32>
}
