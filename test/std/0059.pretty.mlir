module {
  func.func private @ext0(tensor<3xf64>, f64, f64) -> (memref<4xi16>, i16)
  func.func @compute0() -> (tensor<8x?xi16> {llvm.noundef}) {
    %alloc = memref.alloc() : memref<8x1xindex>
    %subview = memref.subview %alloc[4, 0] [3, 1] [1, 1] : memref<8x1xindex> to memref<3x1xindex, strided<[1, 1], offset: 4>>
    %0 = tensor.empty() : tensor<4x2xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %extracted = tensor.extract %0[%c0, %c0_0] : tensor<4x2xf32>
    %cst = arith.constant dense<false> : vector<8x1xi1>
    %1 = arith.ori %cst, %cst : vector<8x1xi1>
    %2:2 = scf.index_switch %c0_0 -> f64, f64 
    case 2 {
      %c1 = arith.constant 1 : index
      %extracted_slice = tensor.extract_slice %0[0, 1] [1, %c1] [1, 1] : tensor<4x2xf32> to tensor<1x?xf32>
      %c1_i64 = arith.constant 1 : i64
      %4 = arith.cmpi ugt, %c1_i64, %c1_i64 : i64
      %5:2 = scf.if %4 -> (i16, i16) {
        %7 = arith.shrsi %c0, %c1 : index
        %c-1_i16 = arith.constant -1 : i16
        scf.yield %c-1_i16, %c-1_i16 : i16, i16
      } else {
        cf.assert %4, "bounds check"
        %c1_i16 = arith.constant 1 : i16
        %7 = arith.select %4, %c1_i16, %c1_i16 : i16
        scf.yield %7, %c1_i16 : i16, i16
      }
      %6 = arith.cmpi ne, %c1, %c0_0 : index
      cf.assert %6, "bounds check"
      %cst_1 = arith.constant -1.000000e+00 : f64
      scf.yield %cst_1, %cst_1 : f64, f64
    }
    default {
      %cst_1 = arith.constant 1.000000e+02 : f64
      scf.yield %cst_1, %cst_1 : f64, f64
    }
    %c8 = arith.constant 8 : index
    %3 = tensor.empty(%c8) : tensor<8x?xi16>
    return %3 : tensor<8x?xi16>
  }
  func.func @compute1(%arg0: tensor<8x?xi16>) -> i16 attributes {llvm.emit_c_interface, note = "generated"} {
    %alloca = memref.alloca() : memref<8x1xi16>
    %subview = memref.subview %alloca[1, 0] [1, 1] [1, 1] : memref<8x1xi16> to memref<1x1xi16, strided<[1, 1], offset: 1>>
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.cmpi sge, %c8_i32, %c8_i32 : i32
    %cst = arith.constant -7.500000e+00 : f64
    %cst_0 = arith.constant -2.500000e-01 : f64
    %1 = arith.cmpf false, %cst, %cst_0 : f64
    %c-1 = arith.constant -1 : index
    %2 = scf.index_switch %c-1 -> i8 
    case 2 {
      %cst_1 = arith.constant 1.500000e-01 : f32
      %3 = arith.fptosi %cst_1 : f32 to i16
      %c80_i8 = arith.constant 80 : i8
      scf.yield %c80_i8 : i8
    }
    case 6 {
      %3:2 = scf.if %1 -> (i16, f64) {
        %cst_1 = arith.constant -2.500000e-01 : f16
        %4 = math.isnormal %cst_1 : f16
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c1_2 = arith.constant 1 : index
        %c0_3 = arith.constant 0 : index
        %c7 = arith.constant 7 : index
        %c2 = arith.constant 2 : index
        scf.parallel (%arg1, %arg2) = (%c0, %c0_3) to (%c1, %c7) step (%c1_2, %c2) {
          %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
          %5 = arith.cmpi sgt, %c4611686018427387903_i64, %c4611686018427387903_i64 : i64
          %c0_5 = arith.constant 0 : index
          %dim = tensor.dim %arg0, %c0_5 : tensor<8x?xi16>
          scf.reduce 
        }
        %c0_i16_4 = arith.constant 0 : i16
        scf.yield %c0_i16_4, %cst_0 : i16, f64
      } else {
        %c47_i16 = arith.constant 47 : i16
        scf.yield %c47_i16, %cst_0 : i16, f64
      }
      %c1_i8 = arith.constant 1 : i8
      scf.yield %c1_i8 : i8
    }
    default {
      %c43_i8 = arith.constant 43 : i8
      scf.yield %c43_i8 : i8
    }
    %c0_i16 = arith.constant 0 : i16
    return %c0_i16 : i16
  }
}

