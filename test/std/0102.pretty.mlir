module attributes {test.module_note = "std"} {
  func.func private @fn.0(%arg0: memref<4x4x8xi32>, %arg1: memref<4x8x4xi32> {llvm.noundef, test.tag = "x"}, %arg2: i8) -> tensor<?x4x8xi8> attributes {llvm.emit_c_interface, note = "generated"} {
    %c6 = arith.constant 6 : index
    scf.index_switch %c6 
    case 0 {
      memref.copy %arg0, %arg0 : memref<4x4x8xi32> to memref<4x4x8xi32>
      %1 = tensor.empty() : tensor<4x4x8xi16>
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      %extracted = tensor.extract %1[%c1, %c0, %c0_0] : tensor<4x4x8xi16>
      scf.yield
    }
    default {
      %c51_i32 = arith.constant 51 : i32
      %1 = arith.cmpi ule, %c51_i32, %c51_i32 : i32
      %c32767_i16 = arith.constant 32767 : i16
      %2 = arith.select %1, %c32767_i16, %c32767_i16 : i16
      %cst = arith.constant dense<[[[0.000000e+00, 4.000000e+02, 1.503910e-01, 1.000000e+02]], [[1.503910e-01, 1.503910e-01, -7.500000e+00, 1.000000e+00]], [[1.503910e-01, 1.000000e+00, -1.000000e+00, 1.000000e+00]], [[2.500000e+00, 0.000000e+00, -7.500000e+00, 1.503910e-01]]]> : vector<4x1x4xbf16>
      %3 = math.atan %cst : vector<4x1x4xbf16>
      %4 = arith.bitcast %c32767_i16 : i16 to bf16
      %c1 = arith.constant 1 : index
      %c1_0 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %5 = memref.load %arg0[%c1, %c1_0, %c4] : memref<4x4x8xi32>
    }
    %c0_i16 = arith.constant 0 : i16
    scf.while (%arg3 = %c0_i16, %arg4 = %arg2) : (i16, i8) -> () {
      %true = arith.constant true
      scf.condition(%true)
    } do {
      scf.yield %c0_i16, %arg2 : i16, i8
    }
    %c3 = arith.constant 3 : index
    %0 = tensor.empty(%c3) : tensor<?x4x8xi8>
    return %0 : tensor<?x4x8xi8>
  }
  func.func @kernel_1(%arg0: i8, %arg1: i8, %arg2: vector<4x4x8xi8>, %arg3: i32 {llvm.zeroext}) -> (tensor<8x?x4xi32>, vector<4x3xi32>, vector<4x8x4xi32>) {
    %cst = arith.constant -1.000000e+00 : f32
    %0 = math.atan2 %cst, %cst : f32
    %alloc = memref.alloc() : memref<4x4x8xi8>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %subview = memref.subview %alloc[%c0, 0, %c0_0] [4, 1, 7] [1, 1, %c1] : memref<4x4x8xi8> to memref<4x1x7xi8, strided<[32, 8, ?], offset: ?>>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<3x8xf32>
    %c1_2 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %extracted_slice = tensor.extract_slice %cst_1[0, 2] [1, 2] [%c1_2, %c3] : tensor<3x8xf32> to tensor<1x2xf32>
    %cst_3 = arith.constant -1.000000e+00 : f16
    %1 = arith.negf %cst_3 : f16
    %c72_i8 = arith.constant 72 : i8
    %c127_i8 = arith.constant 127 : i8
    %from_elements = tensor.from_elements %c72_i8, %c127_i8 : tensor<2x1xi8>
    %c0_4 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1_5 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c2_7 = arith.constant 2 : index
    scf.parallel (%arg4, %arg5) = (%c0_4, %c0_6) to (%c2, %c6) step (%c1_5, %c2_7) {
      %4 = arith.index_cast %c0 : index to i32
      scf.reduce 
    }
    %cst_8 = arith.constant -2.500000e-01 : f64
    %2 = math.acos %cst_8 fastmath<fast> : f64
    %c2_9 = arith.constant 2 : index
    %3 = tensor.empty(%c2_9) : tensor<8x?x4xi32>
    %cst_10 = arith.constant dense<[[0, 1, 2147483647], [1, -1, -1], [0, 0, 0], [0, 14, 0]]> : vector<4x3xi32>
    %cst_11 = arith.constant dense<2147483647> : vector<4x8x4xi32>
    return %3, %cst_10, %cst_11 : tensor<8x?x4xi32>, vector<4x3xi32>, vector<4x8x4xi32>
  }
}

