!tensor0 = tensor<1xf32>
!tensor1 = tensor<2x1xf32>
!buf2 = memref<1xf32>
!buf3 = memref<1xi8>
!buf4 = memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
!buf5 = memref<4xf32>

module attributes {test.module_note = "std"} {  // note
    memref.global "private" constant @g0 : memref<1xf32> = dense<3.0>
    func.func private @ext0() -> f32 attributes {llvm.emit_c_interface, note = "generated"}
    func.func private @ext1(f64) -> (i32, !tensor0) attributes {passthrough = ["nounwind"], level = 2 : i64}
    func.func @compute0(%res: i32 {test.foo = 1 : i32}, %arg: tensor<1xi32> {llvm.noundef}) -> (memref<4xf32>, f32 {llvm.noundef}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %3 = arith.constant 7 : index
        %x_1 = scf.index_switch %3 -> i32
        case 1 {
            %cst_5 = arith.constant 2.5 : f32
            %fpowi_6 = math.fpowi %cst_5, %res fastmath<none> : f32, i32
            %c_7 = arith.constant 0 : i1
            %tmp8 = scf.if %c_7 -> (index) {
                %9 = memref.get_global @g0 : memref<1xf32>
                %acc = arith.cmpi uge, %res, %res : i32
                %11 = scf.if %acc -> vector<3xf64> {
                    %cst = arith.constant 1.0 : f32
                    %tmp13 = tensor.from_elements %fpowi_6, %cst : !tensor1
                    %c = arith.constant 0 : index
                    %dim_15 = memref.dim %9, %c : !buf2
                    %cst_16 = arith.constant dense<[0.0,-7.5,1.000000e+00]> : vector<3xf64>
                    // ---- comment line ----
                    scf.yield %cst_16 : vector<3xf64>
                } else {
                    %17 = memref.alloc() : memref<3xf32>
                    %t20 = arith.constant 0 : index
                    // ---- comment line ----
                    %v = memref.load %17[%t20] : memref<3xf32>
                    %23 = arith.constant dense<[4.0E+2, -1.0, 3.0]> : vector<3xf64>
                    scf.yield %23 : vector<3xf64> // TODO: check
                }
                scf.yield %3 : index
            } else {
                %24 = arith.constant -1 : i8
                %index_cast = arith.index_cast %24 : i8 to index
                %26 = memref.alloc() : memref<3x4xf16>
                %alloca = memref.alloca() : memref<3xf16>
                linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%26 : memref<3x4xf16>) outs(%alloca : memref<3xf16>) {
                ^bb0(%28: f16, %29: f16):
                    %tmp30 = arith.addf %28, %29 : f16
                    %31 = math.absf %tmp30 : f16
                    linalg.yield %31 : f16
                }
                scf.yield %3 : index
            }
            %32 = arith.constant 0x1 : i8
            %alloca_33 = memref.alloca() : memref<1xi8>
            linalg.fill ins(%32 : i8) outs(%alloca_33 : !buf3)
            scf.yield %res : i32
        }
        case 2 {
            %c_35 = arith.constant 0 : i1
            cf.assert %c_35, ""
            %x36 = arith.constant -1 : i32
            scf.yield %x36 : i32
        }
        case 5 {
            %ctpop_37 = math.ctpop %res : i32
            %39 = arith.constant 2 : index
            %c_40 = arith.constant 7 : index
            %alloc_41 = memref.alloc(%39)[%c_40] {alignment = 64} : !buf4
            %expanded = tensor.expand_shape %arg [[0, 1]] output_shape [1, 1] : tensor<1xi32> into tensor<1x1xi32>
            %tmp43 = func.call @ext0() : () -> (f32)
            %c_44 = arith.constant -1 : i32
            scf.yield %c_44 : i32
        }
        default {
            %45 = arith.constant 6 : index
            %46 = arith.constant 4 : index
            %alloc = memref.alloc(%45)[%46] {alignment = 64} : !buf4
            %c_48 = arith.constant 1 : i64
            %x49 = arith.cmpi sgt, %c_48, %c_48 : i64
            %51 = arith.constant 1 : i16
            %52 = arith.minui %51, %51 : i16
            %53 = arith.constant false
            %54 = arith.cmpf ugt, %53, %x49 : i1
            scf.yield %res : i32
        }
        %c_56 = arith.constant 1 : i1
        cf.cond_br %c_56, ^next.3, ^b1(%res : i32)
    ^b1(%ba: i32):
        cf.cond_br %c_56, ^bb2, ^bb2
    ^bb2:
        cf.br ^next.3
    ^next.3:
        %58 = memref.alloc() {alignment = 16 : i64} : !buf5
        %59 = arith.constant 1.000000e+00 : f32
        func.return %58, %59 : !buf5, f32
    }
}
