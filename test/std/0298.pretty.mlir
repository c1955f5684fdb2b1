#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module attributes {test.module_note = "std"} {
  memref.global "private" constant @g0 : memref<1xf32> = dense<3.000000e+00>
  func.func private @ext0() -> f32 attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(f64) -> (i32, tensor<1xf32>) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @compute0(%arg0: i32 {test.foo = 1 : i32}, %arg1: tensor<1xi32> {llvm.noundef}) -> (memref<4xf32>, f32 {llvm.noundef}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c7 = arith.constant 7 : index
    %0 = scf.index_switch %c7 -> i32 
    case 1 {
      %cst_0 = arith.constant 2.500000e+00 : f32
      %2 = math.fpowi %cst_0, %arg0 : f32, i32
      %false = arith.constant false
      %3 = scf.if %false -> (index) {
        %4 = memref.get_global @g0 : memref<1xf32>
        %5 = arith.cmpi uge, %arg0, %arg0 : i32
        %6 = scf.if %5 -> (vector<3xf64>) {
          %cst_1 = arith.constant 1.000000e+00 : f32
          %from_elements = tensor.from_elements %2, %cst_1 : tensor<2x1xf32>
          %c0 = arith.constant 0 : index
          %dim = memref.dim %4, %c0 : memref<1xf32>
          %cst_2 = arith.constant dense<[0.000000e+00, -7.500000e+00, 1.000000e+00]> : vector<3xf64>
          scf.yield %cst_2 : vector<3xf64>
        } else {
          %alloc_1 = memref.alloc() : memref<3xf32>
          %c0 = arith.constant 0 : index
          %7 = memref.load %alloc_1[%c0] : memref<3xf32>
          %cst_2 = arith.constant dense<[4.000000e+02, -1.000000e+00, 3.000000e+00]> : vector<3xf64>
          scf.yield %cst_2 : vector<3xf64>
        }
        scf.yield %c7 : index
      } else {
        %c-1_i8 = arith.constant -1 : i8
        %4 = arith.index_cast %c-1_i8 : i8 to index
        %alloc_1 = memref.alloc() : memref<3x4xf16>
        %alloca_2 = memref.alloca() : memref<3xf16>
        linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_1 : memref<3x4xf16>) outs(%alloca_2 : memref<3xf16>) {
        ^bb0(%in: f16, %out: f16):
          %5 = arith.addf %in, %out : f16
          %6 = math.absf %5 : f16
          linalg.yield %6 : f16
        }
        scf.yield %c7 : index
      }
      %c1_i8 = arith.constant 1 : i8
      %alloca = memref.alloca() : memref<1xi8>
      linalg.fill ins(%c1_i8 : i8) outs(%alloca : memref<1xi8>)
      scf.yield %arg0 : i32
    }
    case 2 {
      %false = arith.constant false
      cf.assert %false, ""
      %c-1_i32 = arith.constant -1 : i32
      scf.yield %c-1_i32 : i32
    }
    case 5 {
      %2 = math.ctpop %arg0 : i32
      %c2 = arith.constant 2 : index
      %c7_0 = arith.constant 7 : index
      %alloc_1 = memref.alloc(%c2)[%c7_0] {alignment = 64 : i64} : memref<?x4xf32, #map2>
      %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [1, 1] : tensor<1xi32> into tensor<1x1xi32>
      %3 = func.call @ext0() : () -> f32
      %c-1_i32 = arith.constant -1 : i32
      scf.yield %c-1_i32 : i32
    }
    default {
      %c6 = arith.constant 6 : index
      %c4 = arith.constant 4 : index
      %alloc_0 = memref.alloc(%c6)[%c4] {alignment = 64 : i64} : memref<?x4xf32, #map2>
      %c1_i64 = arith.constant 1 : i64
      %2 = arith.cmpi sgt, %c1_i64, %c1_i64 : i64
      %c1_i16 = arith.constant 1 : i16
      %3 = arith.minui %c1_i16, %c1_i16 : i16
      %false = arith.constant false
      %4 = arith.cmpi ugt, %false, %2 : i1
      scf.yield %arg0 : i32
    }
    %true = arith.constant true
    cf.cond_br %true, ^bb3, ^bb1(%arg0 : i32)
  ^bb1(%1: i32):  // pred: ^bb0
    cf.cond_br %true, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    cf.br ^bb3
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
    %cst = arith.constant 1.000000e+00 : f32
    return %alloc, %cst : memref<4xf32>, f32
  }
}

